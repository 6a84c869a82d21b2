import { renderToStaticMarkup as render } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadFailed } from './load-failed';

describe('LoadFailed', () => {
  it('announces the reason and offers a real button to try again', () => {
    const html = render(<LoadFailed message="Your cards could not be loaded." retry="Try again" onRetry={() => {}} className="mt-4" />);
    expect(html).toMatch(/^<div role="alert" class="[^"]*bg-red-50[^"]*mt-4"><span>Your cards could not be loaded\.<\/span><button[^>]*>/);
    expect(html).toMatch(/<button[^>]*><svg[^>]*aria-hidden="true"[^>]*>.*<\/svg>Try again<\/button><\/div>$/);
  });
});
