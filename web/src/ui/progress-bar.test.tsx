import { renderToStaticMarkup as render } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('announces the rounded percent and fills to it', () => {
    const html = render(<ProgressBar value={41.6} label="Upload" />);
    expect(html).toContain('aria-valuemax="100" aria-valuenow="42" aria-valuetext="42%"');
    expect(html).toContain('style="width:42%"');
  });

  it('while the value is unknown: no value, no value text, an empty fill or the given one', () => {
    expect(render(<ProgressBar value={null} label="Analysis" />)).not.toMatch(/aria-valuenow|aria-valuetext/);
    expect(render(<ProgressBar value={null} label="Analysis" />)).toContain('style="width:0%"');
    expect(
      render(
        <ProgressBar value={null} label="Analysis" valueText="Queued">
          <i className="sweep" />
        </ProgressBar>,
      ),
    ).toMatch(/aria-valuetext="Queued" class="[^"]*"><i class="sweep"><\/i><\/div>$/);
  });

  it('counts towards its own max, and says no value text when told null', () => {
    const html = render(<ProgressBar value={3} max={5} label="Early Bird" valueText={null} />);
    expect(html).toContain('aria-valuemax="5" aria-valuenow="3"');
    expect(html).not.toContain('aria-valuetext');
    expect(html).toContain('style="width:60%"');
  });
});
