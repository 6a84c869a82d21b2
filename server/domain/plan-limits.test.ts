import { describe, expect, it } from 'vitest';
import { messageText } from '../../common/messages/index.ts';
import { planLimitMessage } from './plan-limits.ts';

describe('the plan limit 402 (decision 047, worded by id since decision 071)', () => {
  it('says whose plan it is, in each form and language', () => {
    expect(messageText(planLimitMessage('you', 'Basic', 8, 'maxTrainingSessions'), 'en')).toBe(
      "Your Basic plan includes 8 training sessions a month, and you've used them all. Upgrade your plan to get more.",
    );
    expect(messageText(planLimitMessage('you', 'Basic', 8, 'maxTrainingSessions'), 'es')).toBe(
      'Tu plan Basic incluye 8 sesiones de entrenamiento al mes y ya las has usado todas. Mejora tu plan para tener más.',
    );
    expect(messageText(planLimitMessage('athlete', 'Free', 2, 'maxCoachFeedback'), 'en')).toBe(
      "This athlete's Free plan includes 2 coach feedback reviews a month, and they've used them all. They can upgrade their plan to get more.",
    );
    expect(messageText(planLimitMessage('athlete', 'Free', 2, 'maxCoachFeedback'), 'es')).toBe(
      'El plan Free de este atleta incluye 2 revisiones del entrenador al mes y ya las ha usado todas. Puede mejorar su plan para tener más.',
    );
    expect(messageText(planLimitMessage('parent', 'Pro Plus', 10, 'maxMediaUploads'), 'en')).toBe(
      "The Pro Plus plan of the parent who uploaded this for the athlete includes 10 media uploads a month, and they've used them all. The parent can upgrade their plan to get more.",
    );
    expect(messageText(planLimitMessage('parent', 'Pro Plus', 10, 'maxCoachFeedback'), 'es')).toMatch(
      /^El plan Pro Plus del padre, la madre o el tutor que subió este archivo para el atleta incluye 10 revisiones del entrenador/,
    );
  });
});
