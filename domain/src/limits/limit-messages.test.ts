import { LIMIT_STATUS_MESSAGE_KEY, limitActionMessage, limitStatusResult } from './limit-messages';

describe('limit statuses and messages', () => {
  it.each([
    [200, 'saved'],
    [204, 'action-saved'],
    [400, 'error'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [500, 'error'],
    [0, 'error'],
  ] as const)('reads status %i as %s', (status, result) => {
    expect(limitStatusResult(status)).toBe(result);
    expect(LIMIT_STATUS_MESSAGE_KEY[result]).toMatch(/^responsible_gaming_/);
  });

  it('shows the server title of an approve or reject when it sends one', () => {
    expect(limitActionMessage('confirm', 'failure', 'Too late')).toEqual({ text: 'Too late' });
    expect(limitActionMessage('cancel', 'success', 'Done')).toEqual({ text: 'Done' });
  });

  it('falls back to the spec keys without a title', () => {
    expect(limitActionMessage('confirm', 'failure', undefined)).toEqual({
      key: 'responsible_gaming_confirm_limit_error',
    });
    expect(limitActionMessage('cancel', 'failure', ' ')).toEqual({
      key: 'responsible_gaming_cancel_limit_error',
    });
    expect(limitActionMessage('confirm', 'success', undefined)).toEqual({
      key: 'responsible_gaming_confirm_limit_success',
    });
    expect(limitActionMessage('cancel', 'success', undefined)).toEqual({
      key: 'responsible_gaming_cancel_limit_success',
    });
  });
});
