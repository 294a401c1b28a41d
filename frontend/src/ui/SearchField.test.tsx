import { useEffect, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SearchField } from './listPage';

/** A parent whose value follows the field a moment later, as the URL does. */
function LaggingParent() {
  const [sent, setSent] = useState('');
  const [value, setValue] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setValue(sent), 30);
    return () => clearTimeout(timer);
  }, [sent]);
  return (
    <>
      <SearchField label="Search projects" value={value} onChange={setSent} />
      <button type="button" onClick={() => setValue('')}>
        Clear filters
      </button>
    </>
  );
}

describe('SearchField', () => {
  it('keeps every key typed fast while its value follows a render later (found by the keyboard browser test)', async () => {
    const user = userEvent.setup({ delay: null });
    render(<LaggingParent />);
    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'Keyboard Garden 19');
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByRole('searchbox', { name: 'Search projects' })).toHaveValue('Keyboard Garden 19');
  });

  it('takes a value changed from elsewhere (a filter reset) when it does not have focus', async () => {
    const user = userEvent.setup();
    render(<LaggingParent />);
    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'garden');
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('searchbox', { name: 'Search projects' })).toHaveValue('');
  });
});
