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

// The real feature graph: bookings uses packs (credits) and payments; neither uses bookings.
tester.run('no-feature-cycle', boundaries.rules['no-feature-cycle'], {
  valid: [
    { filename: at('server/features/bookings/x.ts'), code: "import { useCredit } from '../packs/credits.ts';" },
    { filename: at('server/features/bookings/x.ts'), code: "import { holds } from './holds.ts';" },
    { filename: at('server/features/subscriptions/x.test.ts'), code: "import { fulfil } from '../bookings/fulfil.ts';" },
  ],
  invalid: [
    { filename: at('server/features/payments/x.ts'), code: "import { fulfilSessionPayment } from '../bookings/fulfil.ts';", errors: [{ messageId: 'cycle' }] },
    { filename: at('server/features/packs/x.ts'), code: "export { cancelBooking } from '../bookings/manage.ts';", errors: [{ messageId: 'cycle' }] },
    { filename: at('server/features/payments/deep/x.ts'), code: "const m = import('../../pickup/join.ts');", errors: [{ messageId: 'cycle' }] },
  ],
});

// The web features obey the same rule (decision 031): bookings uses payments (the card forms); payments uses no feature.
tester.run('no-feature-cycle (web)', boundaries.rules['no-feature-cycle'], {
  valid: [
    { filename: at('web/src/features/bookings/checkout/a.tsx'), code: "import { x } from '../../payments/use-payment-methods';" },
    { filename: at('web/src/features/bookings/a.tsx'), code: "import { x } from '@/features/payments/card-form';" },
  ],
  invalid: [
    { filename: at('web/src/features/payments/a.tsx'), code: "import { x } from '../bookings/waitlist/waitlist';", errors: [{ messageId: 'cycle' }] },
    {
      filename: at('web/src/features/payments/deep/a.tsx'),
      code: "const m = import('@/features/bookings/sessions/sessions-page');",
      errors: [{ messageId: 'cycle' }],
    },
  ],
});

tester.run('web-layer', boundaries.rules['web-layer'], {
  valid: [
    { filename: at('web/src/features/bookings/a.tsx'), code: "import { apiRequest } from '@/lib/api';" },
    { filename: at('web/src/lib/a.ts'), code: "import { Card } from '../ui/card';" },
    { filename: at('web/src/app/routes/a.tsx'), code: "import { x } from '@/features/programs/staff/programs-section';" },
  ],
  invalid: [
    { filename: at('web/src/lib/a.ts'), code: "import { x } from '../features/bookings/x';", errors: [{ messageId: 'up' }] },
    { filename: at('web/src/ui/a.tsx'), code: "import { x } from '@/app/screens';", errors: [{ messageId: 'up' }] },
    { filename: at('web/src/features/bookings/a.tsx'), code: "import { x } from '../../app/routes';", errors: [{ messageId: 'up' }] },
  ],
});
