import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '@common/profiles';
import type { TFunction } from '@/lib/i18n/i18next';
import profileEditor from '@/locales/en/profileEditor.json';
import profileEditorEs from '@/locales/es/profileEditor.json';
import { profileMessage } from './profile-messages';

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  resources: { en: { profileEditor }, es: { profileEditor: profileEditorEs } },
  initAsync: false,
  interpolation: { escapeValue: false },
});
const tOf = (lng: 'en' | 'es') => i18n.getFixedT(lng, 'profileEditor') as unknown as TFunction<'profileEditor'>;

describe('profileMessage', () => {
  it("words the form's own messages in the language, the same in English", () => {
    expect(profileMessage(PROFILE_MESSAGES.displayName, tOf('en'))).toBe(PROFILE_MESSAGES.displayName);
    expect(profileMessage(PROFILE_MESSAGES.slugTaken, tOf('en'))).toBe(PROFILE_MESSAGES.slugTaken);
    expect(profileMessage(PROFILE_MESSAGES.displayName, tOf('es'))).toBe('El nombre visible es obligatorio');
  });

  it("leaves the server's messages and no message as they are", () => {
    expect(profileMessage('Esta URL de perfil ya está en uso', tOf('es'))).toBe('Esta URL de perfil ya está en uso');
    expect(profileMessage(undefined, tOf('es'))).toBeUndefined();
  });
});
