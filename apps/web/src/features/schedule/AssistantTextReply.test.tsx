import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AssistantTextReply } from './AssistantTextReply.tsx';

describe('AssistantTextReply', () => {
  it('shows a question back with its answers as buttons that run the chosen prompt', () => {
    const onAction = vi.fn();
    render(
      <AssistantTextReply
        reply={{
          type: 'text',
          text: 'Which press is down: Press 1 or Press 3?',
          tool: { name: 'clarify', description: 'Ask before acting', reasoning: 'The machine is ambiguous.' },
          needs_clarification: true,
          suggested_actions: [
            { label: 'Press 1', prompt: 'PRS-01 broke down' },
            { label: 'Press 3', prompt: 'PRS-03 broke down' },
          ],
        }}
        onAction={onAction}
      />,
    );
    expect(screen.getByText('Which press is down: Press 1 or Press 3?')).toBeInTheDocument();
    expect(screen.getByText('clarify')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Press 3' }));
    expect(onAction).toHaveBeenCalledWith('PRS-03 broke down');
  });

  it('draws **bold** as bold and never as markup', () => {
    render(
      <AssistantTextReply
        reply={{
          type: 'report',
          text: '**RM-778** <img src=x onerror=alert(1)>',
          tool: { name: 't', description: 'd', reasoning: 'r' },
        }}
        onAction={() => undefined}
      />,
    );
    expect(screen.getByText('RM-778').tagName).toBe('STRONG');
    expect(document.querySelector('img')).toBeNull();
  });
});
