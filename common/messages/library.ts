import { defineMessages } from './define.ts';

/** The premium library (decision 051; common/library.ts). */
export const LIBRARY = defineMessages({
  title: { en: 'Please give it a title.', es: 'Ponle un título.' },
  notFound: { en: 'This library item could not be found.', es: 'No encontramos este contenido de la biblioteca.' },
  videoNeeded: { en: 'Please upload the video first.', es: 'Sube primero el vídeo.' },
  notAVideo: {
    en: 'This file is not a video we can play. Please upload an MP4, MOV or WebM video.',
    es: 'Este archivo no es un vídeo que podamos reproducir. Sube un vídeo MP4, MOV o WebM.',
  },
  notIssued: {
    en: 'This video upload could not be found. Please upload the video again.',
    es: 'No encontramos la subida de este vídeo. Vuelve a subir el vídeo.',
  },
  videoInUse: {
    en: 'This video is already used by another library item. Please upload it again.',
    es: 'Otro contenido de la biblioteca ya usa este vídeo. Vuelve a subirlo.',
  },
  skill: { en: 'Please choose the skill it trains from the list.', es: 'Elige de la lista la habilidad que entrena.' },
  published: { en: 'Published: members can see it in the library.', es: 'Publicado: los miembros pueden verlo en la biblioteca.' },
  unpublished: { en: 'Unpublished: members no longer see it.', es: 'Retirado: los miembros ya no lo ven.' },
  locked: {
    en: (p: { plan: string }) => `Premium training content is not included in the ${p.plan} plan. Upgrade to watch every drill and read every article.`,
    es: (p: { plan: string }) =>
      `El contenido de entrenamiento premium no está incluido en el plan ${p.plan}. Mejora tu plan para ver todos los ejercicios y leer todos los artículos.`,
  },
});
