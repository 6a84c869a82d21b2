import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import boundaries from './feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });
const root = path.resolve(import.meta.dirname, '..');
const at = (p: string) => path.join(root, p);

// The real feature graph: bookings uses subscriptions (plan limits) and payments; payments uses no product.
tester.run('no-feature-cycle', boundaries.rules['no-feature-cycle'], {
  valid: [
    { filename: at('server/features/bookings/x.ts'), code: "import { lockUsage } from '../subscriptions/limits.ts';" },
    { filename: at('server/features/bookings/x.ts'), code: "import { holds } from './holds.ts';" },
    { filename: at('server/features/subscriptions/x.test.ts'), code: "import { fulfil } from '../bookings/fulfil.ts';" },
  ],
  invalid: [
    { filename: at('server/features/payments/x.ts'), code: "import { fulfilSessionPayment } from '../bookings/fulfil.ts';", errors: [{ messageId: 'cycle' }] },
    { filename: at('server/features/subscriptions/x.ts'), code: "export { cancelBooking } from '../bookings/manage.ts';", errors: [{ messageId: 'cycle' }] },
    { filename: at('server/features/payments/deep/x.ts'), code: "const m = import('../../pickup/join.ts');", errors: [{ messageId: 'cycle' }] },
  ],
});

tester.run('no-cross-feature-import', boundaries.rules['no-cross-feature-import'], {
  valid: [
    { filename: at('web/src/features/checkout/a.tsx'), code: "import { b } from './b.tsx';" },
    { filename: at('web/src/features/checkout/a.tsx'), code: "import { ui } from '@/ui/button.tsx';" },
  ],
  invalid: [
    { filename: at('web/src/features/checkout/a.tsx'), code: "import { x } from '../schedule/x.tsx';", errors: [{ messageId: 'cross' }] },
    { filename: at('web/src/features/checkout/deep/a.tsx'), code: "import { x } from '@/features/schedule/x.tsx';", errors: [{ messageId: 'cross' }] },
  ],
});
