import { describe, expect, it } from 'vitest';
import { msg } from '@common/messages/index';
import { signupSchema } from '@common/auth';
import { messageIn } from './message';

describe('messageIn (decision 071)', () => {
  it("words a shared schema's message in the page's language, by its id", () => {
    const parsed = signupSchema.safeParse({ firstName: '', lastName: 'L', email: 'a@b.co', password: 'long-enough', role: 'ATHLETE' });
    const message = parsed.error!.issues[0]!.message;
    expect(messageIn(message, 'en')).toBe('Please fill in all required fields');
    expect(messageIn(message, 'es')).toBe('Completa todos los campos obligatorios');
    expect(messageIn(msg('input.tooLong', { max: 80 }), 'es')).toBe('Usa menos de 80 caracteres');
  });

  it('shows any other text as it is (zod’s own sentences and server answers already are in the language)', () => {
    expect(messageIn('El nombre del archivo: este dato es obligatorio.', 'es')).toBe('El nombre del archivo: este dato es obligatorio.');
    expect(messageIn('Tu contraseña actual no es correcta.', 'en')).toBe('Tu contraseña actual no es correcta.');
  });
});
