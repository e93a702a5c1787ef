import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { openEnterpriseShell } from './faces.ts';

/** Screenshots for a person to look at, written only when SCREENSHOT_DIR is set (never into the repo). */
async function shoot(page: Page, name: string): Promise<void> {
  const directory = process.env.SCREENSHOT_DIR;
  if (!directory) return;
  mkdirSync(directory, { recursive: true });
  await page.screenshot({ path: join(directory, `${name}.png`), fullPage: true });
}

async function ask(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Inventory question' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

test('MB51 chat: the setup chip gets the matrix, "Check inventory" offers items, a transfer is proposed then applied (issue 14)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await openEnterpriseShell(page);
  const box = page.getByRole('textbox', { name: 'Transaction code' });
  await box.fill('MB51');
  await box.press('Enter');
  const chat = page.getByRole('list', { name: 'Inventory chat' });

  await page.getByRole('button', { name: 'Compound cleaning on BAN-01 takes 90 minutes' }).click();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(chat).toContainText('A change the matrix does not list takes 90 min.');
  await expect(chat.getByRole('table')).toContainText('NR-60');
  await shoot(page, 'mb51-chat-setup');

  await ask(page, 'Check inventory');
  const choices = chat.getByRole('group', { name: 'Suggested actions' }).last();
  await expect(choices.getByRole('button')).not.toHaveCount(0);

  await ask(page, 'move 40 kg of RM-SBR-1502 from MAIN to PRODUCTION');
  const proposal = chat.getByRole('group', { name: 'Proposal' });
  await expect(proposal.getByRole('button', { name: 'Apply' })).toBeVisible();
  await shoot(page, 'mb51-chat-proposal');
  await proposal.getByRole('button', { name: 'Apply' }).click();
  await expect(chat).toContainText('Transferred 40 KG of RM-SBR-1502 from MAIN to PRODUCTION');
  await expect(chat.getByRole('group', { name: 'Proposal' })).toHaveCount(0);
  await shoot(page, 'mb51-chat-applied');
});
