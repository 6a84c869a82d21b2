import { defineMessages } from './define.ts';

/** Web push (decision 058; common/push.ts). */
export const PUSH = defineMessages({
  endpointInvalid: { en: 'This browser gave a push address that is not valid.', es: 'Este navegador dio una dirección de notificaciones no válida.' },
  keysInvalid: { en: 'This browser gave push keys that are not valid.', es: 'Este navegador dio claves de notificaciones no válidas.' },
  subscribed: { en: 'Notifications are on for this device.', es: 'Las notificaciones están activadas en este dispositivo.' },
  removed: { en: 'Notifications are off for that device.', es: 'Las notificaciones están desactivadas en ese dispositivo.' },
  deviceNotFound: { en: 'That device is not in your list.', es: 'Ese dispositivo no está en tu lista.' },
});
