import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChatText } from './ChatText';

describe('a chat message’s text', () => {
  it('makes http and https addresses links that open in a new tab without a referrer', () => {
    render(
      <p>
        <ChatText
          body="Plan: https://example.com/plan?x=1, old one http://example.org."
          newTabLabel="opens in a new tab"
        />
      </p>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://example.com/plan?x=1',
      'http://example.org/',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    }
    expect(links[0]).toHaveAccessibleName('https://example.com/plan?x=1 (opens in a new tab)');
  });

  it('leaves other schemes and markup as plain text', () => {
    const body =
      'javascript:alert(1) <a href="https://evil.example">x</a> data:text/html,hi ftp://files.example';
    const { container } = render(
      <p>
        <ChatText body={body} newTabLabel="opens in a new tab" />
      </p>,
    );
    // Only the address inside the quoted markup becomes a link, shown as the text it is.
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'https://evil.example/',
    ]);
    expect(container.querySelector('a[href^="javascript"], a[href^="data"], a[href^="ftp"]')).toBeNull();
    expect(container.textContent).toContain('<a href="');
  });
});
