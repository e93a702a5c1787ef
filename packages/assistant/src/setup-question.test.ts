import { describe, expect, it } from 'vitest';
import { readSetupQuestion } from './setup-question.ts';

const WORK_CENTERS = [
  { id: 'BAN-01', name: 'Banbury Mixer 1', type: 'Banbury' },
  { id: 'PRS-04', name: 'Press 4', type: 'Press' },
];

describe('setup-time questions (issue 14, MB51 example chips)', () => {
  it.each([
    ['How long does compound cleaning take?', { workCenterType: 'Banbury', asksCost: false }],
    [
      'Compound cleaning on BAN-01 takes 90 minutes',
      { workCenterType: 'Banbury', workCenterId: 'BAN-01', asksCost: false },
    ],
    ['What does a mold change cost us?', { workCenterType: 'Press', asksCost: true }],
    ['Mold changes on the presses take 2-4 hours', { workCenterType: 'Press', asksCost: false }],
    ['quanto tempo leva a limpeza de composto?', { workCenterType: 'Banbury', asksCost: false }],
    ['quanto custa uma troca de molde?', { workCenterType: 'Press', asksCost: true }],
    [
      'what is the setup time on PRS-04?',
      { workCenterType: 'Press', workCenterId: 'PRS-04', asksCost: false },
    ],
  ])('reads "%s"', (text, expected) => {
    expect(readSetupQuestion(text, WORK_CENTERS)).toEqual(expected);
  });

  it.each(['How much RM-778 do we have?', 'PRS-04 broke down for 2 hours', 'What is low on stock?'])(
    'leaves "%s" to the other readers',
    (text) => {
      expect(readSetupQuestion(text, WORK_CENTERS)).toBeUndefined();
    },
  );
});
