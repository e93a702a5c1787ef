import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithQueries, stubApi } from '../../test-utils.tsx';
import { ScheduleCallDialog } from './ScheduleCallDialog.tsx';

function fillRequiredFields() {
  fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Ana Souza' } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ana@plant.example' } });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Schedule a Call dialog (planning-workspaces §2, §4, §5, §8)', () => {
  it('has Name and Email required, Email of email type, Company and the use-case box', () => {
    renderWithQueries(<ScheduleCallDialog feature="custom_data" onClose={() => {}} />);
    expect(screen.getByLabelText(/^Name/)).toBeRequired();
    expect(screen.getByLabelText(/^Email/)).toBeRequired();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Company')).not.toBeRequired();
    expect(screen.getByLabelText('Tell us about your use case')).not.toBeRequired();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Request' })).toBeInTheDocument();
  });

  it("posts the request, shows 'Submitting...', then 'Thank you!' and closes after 3 seconds", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubApi({
      'POST /api/contact': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const onClose = vi.fn();
    renderWithQueries(<ScheduleCallDialog feature="custom_data" onClose={onClose} />);
    fillRequiredFields();
    fireEvent.change(screen.getByLabelText('Company'), { target: { value: 'Borracha SA' } });
    fireEvent.change(screen.getByLabelText('Tell us about your use case'), {
      target: { value: 'Our own orders' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      name: 'Ana Souza',
      email: 'ana@plant.example',
      company: 'Borracha SA',
      message: 'Our own orders',
      feature: 'custom_data',
    });

    vi.useFakeTimers();
    await act(async () => answer(jsonResponse({ ok: true, request_id: 'r-1' })));
    expect(screen.getByText('Thank you!')).toBeInTheDocument();
    expect(screen.getByText("We'll be in touch soon to schedule a call...")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2_999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it.each([
    [400, 'Bad Request'],
    [429, 'Too Many Requests'],
  ])('alerts the failure text when the server answers %i', async (status, statusText) => {
    stubApi({
      'POST /api/contact': () => jsonResponse({ error: 'no', code: 'X', details: [] }, status, statusText),
    });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderWithQueries(<ScheduleCallDialog feature="custom_data" onClose={() => {}} />);
    fillRequiredFields();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByRole('button', { name: 'Submit Request' })).toBeEnabled();
    expect(alert).toHaveBeenCalledWith('There was an error submitting your request. Please try again.');
  });

  it('Cancel closes the dialog without sending anything', () => {
    const fetchMock = stubApi({});
    const onClose = vi.fn();
    renderWithQueries(<ScheduleCallDialog feature="custom_data" onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
