import type { ProgramResultsMessages } from './messages';

// Loaded on first use of a language other than English (see Catalogue).

export const es: ProgramResultsMessages = {
  title: 'Resultados del programa',
  signedOut: 'Inicia sesión para obtener los resultados de tu programa.',
  intro: 'Un resumen de tus programas, tus pruebas y su estado, las tareas diarias de los últimos 30 días y tus estrellas. Los resultados de tus pruebas son privados y no se incluyen.',
  email: 'Enviarme mis resultados por correo',
  emailSent: 'Te enviamos tus resultados por correo electrónico.',
  download: 'Descargar resultados (PDF)',
  downloaded: (fileName) => `${fileName} descargado.`,
};

export const fr: ProgramResultsMessages = {
  title: 'Résultats du programme',
  signedOut: 'Connectez-vous pour obtenir les résultats de votre programme.',
  intro:
    'Un résumé de vos programmes, de vos tests et de leur statut, des tâches quotidiennes des 30 derniers jours et de vos étoiles. Les résultats de vos tests restent privés et ne sont pas inclus.',
  email: 'M’envoyer mes résultats par e-mail',
  emailSent: 'Nous vous avons envoyé vos résultats par e-mail.',
  download: 'Télécharger les résultats (PDF)',
  downloaded: (fileName) => `${fileName} téléchargé.`,
};

export const de: ProgramResultsMessages = {
  title: 'Programmergebnisse',
  signedOut: 'Melden Sie sich an, um Ihre Programmergebnisse zu erhalten.',
  intro:
    'Eine Zusammenfassung Ihrer Programme, Ihrer Tests und ihres Status, der täglichen Aufgaben der letzten 30 Tage und Ihrer Sterne. Ihre Testergebnisse selbst bleiben privat und sind nicht enthalten.',
  email: 'Ergebnisse per E-Mail senden',
  emailSent: 'Wir haben Ihnen Ihre Ergebnisse per E-Mail gesendet.',
  download: 'Ergebnisse herunterladen (PDF)',
  downloaded: (fileName) => `${fileName} heruntergeladen.`,
};

export const pt: ProgramResultsMessages = {
  title: 'Resultados do programa',
  signedOut: 'Entre para obter os resultados do seu programa.',
  intro:
    'Um resumo dos seus programas, dos seus testes e do status deles, das tarefas diárias dos últimos 30 dias e das suas estrelas. Os resultados dos seus testes continuam privados e não são incluídos.',
  email: 'Enviar meus resultados por e-mail',
  emailSent: 'Enviamos seus resultados por e-mail.',
  download: 'Baixar resultados (PDF)',
  downloaded: (fileName) => `${fileName} baixado.`,
};

// mh (Marshallese): NEEDS REVIEW by a native speaker before release; drafted, not verified.
export const mh: ProgramResultsMessages = {
  title: 'Tōprak ko an program',
  signedOut: 'Deļọñ̄ bwe kwōn bōk tōprak ko an am program.',
  intro: 'Juon kōmmeļeļe kōn am program ko, am teej ko im wāween er, jerbal ko an aolep raan ilo 30 raan ko ālikin im am iju ko. Tōprak ko an am teej rej pād wōt ippam̧ im ejjab pād ie.',
  email: 'Jilkinļọk tōprak ko aō ilo email',
  emailSent: 'Kōmwōj jilkinļọk am tōprak ko ilo email.',
  download: 'Bōk tōprak ko (PDF)',
  downloaded: (fileName) => `${fileName} ebōk.`,
};
