import { describe, expect, it } from 'vitest';
import { initialStep, stepsFor } from './steps';

describe('initialStep', () => {
  it('sends a parent straight to payment, without waiting for the registration check', () => {
    expect(initialStep('PARENT', 'pending')).toBe('payment');
    expect(initialStep('PARENT', 'missing')).toBe('payment');
  });

  it('waits for the registration check for anyone else', () => {
    expect(initialStep('ATHLETE', 'pending')).toBeNull();
  });

  it('opens on payment when the registration is on file, and on registration when it is not', () => {
    expect(initialStep('ATHLETE', 'found')).toBe('payment');
    expect(initialStep('ATHLETE', 'missing')).toBe('registration');
  });
});

describe('stepsFor', () => {
  it('shows three steps to athletes and two to parents', () => {
    expect(stepsFor('ATHLETE')).toEqual(['registration', 'payment', 'complete']);
    expect(stepsFor('PARENT')).toEqual(['payment', 'complete']);
  });

  it('adds the registration step for a parent once the athlete’s details were asked for', () => {
    expect(stepsFor('PARENT', true)).toEqual(['registration', 'payment', 'complete']);
    expect(stepsFor('ATHLETE', true)).toEqual(['registration', 'payment', 'complete']);
  });
});
