import { describe, expect, it } from 'vitest';
import { safeHref, socialLinks } from './social-links';

describe('social links', () => {
  it('keeps only http and https addresses as links', () => {
    expect(safeHref('https://instagram.com/tyler')).toBe('https://instagram.com/tyler');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('Octane Sports LLC')).toBeNull();
  });

  it('lists the known links in order and shows a company name as text', () => {
    const links = socialLinks({
      website: 'https://example.com',
      company: 'Carolina Courage',
      instagram: 'https://instagram.com/',
      tiktok: 'https://tiktok.com',
      twitter: ' ',
    });
    expect(links.map((l) => l.label)).toEqual(['Instagram', 'Website', 'Company']);
    expect(links[2]).toEqual({ key: 'company', label: 'Company', href: null, text: 'Carolina Courage' });
  });
});
