import type { RangeComparator, ResultSuggestionsMessages } from './result-suggestions-messages';

// Loaded on first use of a language other than English (see Catalogue).

const words =
  (w: Record<RangeComparator, (value: string, to: string, unit: string) => string>) =>
  (comparator: RangeComparator, value: string, to: string, unit: string): string =>
    w[comparator](value, to, unit ? ` ${unit}` : '');

export const es: ResultSuggestionsMessages = {
  title: 'Lo que sugieren tus resultados',
  intro: 'Tu equipo de atención definió estas sugerencias para resultados como los tuyos. Cada una se comprueba aquí, en tu dispositivo.',
  checking: 'Comprobando lo que sugieren tus resultados',
  loadFailed: 'No pudimos comprobar lo que sugieren tus resultados.',
  retry: 'Intentar de nuevo',
  yourResult: 'Tu resultado',
  range: words({
    at_least: (v, _t, u) => `${v}${u} o más`,
    above: (v, _t, u) => `más de ${v}${u}`,
    at_most: (v, _t, u) => `${v}${u} o menos`,
    below: (v, _t, u) => `menos de ${v}${u}`,
    between: (v, t, u) => `entre ${v} y ${t}${u}`,
  }),
  addsAction: (action, programme) => `Añade «${action}» a tu programa ${programme}`,
  sendsNotification: 'Te envía un recordatorio en tus notificaciones',
  suggestsVisit: 'Sugiere una consulta de telesalud',
  disclosure: (biomarker, range) => `Tu resultado sigue cifrado: nunca lo vemos. Pero si aceptas o descartas esta sugerencia, sabremos que tu resultado de ${biomarker} fue de ${range}.`,
  accept: 'Aceptar',
  dismiss: 'Descartar',
  accepted: 'Aceptada',
  acceptedAction: (action, programme) => `«${action}» ya está en tu programa ${programme}.`,
  bookVisit: 'Reservar una consulta de telesalud',
};

export const fr: ResultSuggestionsMessages = {
  title: 'Ce que vos résultats suggèrent',
  intro: 'Votre équipe de soins a défini ces suggestions pour des résultats comme les vôtres. Chacune est vérifiée ici, sur votre appareil.',
  checking: 'Vérification de ce que vos résultats suggèrent',
  loadFailed: "Nous n'avons pas pu vérifier ce que vos résultats suggèrent.",
  retry: 'Réessayer',
  yourResult: 'Votre résultat',
  range: words({
    at_least: (v, _t, u) => `${v}${u} ou plus`,
    above: (v, _t, u) => `plus de ${v}${u}`,
    at_most: (v, _t, u) => `${v}${u} ou moins`,
    below: (v, _t, u) => `moins de ${v}${u}`,
    between: (v, t, u) => `entre ${v} et ${t}${u}`,
  }),
  addsAction: (action, programme) => `Ajoute « ${action} » à votre programme ${programme}`,
  sendsNotification: 'Vous envoie un rappel dans vos notifications',
  suggestsVisit: 'Suggère une téléconsultation',
  disclosure: (biomarker, range) =>
    `Votre résultat reste chiffré : nous ne le voyons jamais. Mais si vous acceptez ou écartez cette suggestion, nous saurons que votre résultat de ${biomarker} était de ${range}.`,
  accept: 'Accepter',
  dismiss: 'Écarter',
  accepted: 'Acceptée',
  acceptedAction: (action, programme) => `« ${action} » est maintenant dans votre programme ${programme}.`,
  bookVisit: 'Prendre une téléconsultation',
};

export const de: ResultSuggestionsMessages = {
  title: 'Was Ihre Ergebnisse nahelegen',
  intro: 'Ihr Behandlungsteam hat diese Vorschläge für Ergebnisse wie Ihre festgelegt. Jeder wird hier geprüft, auf Ihrem Gerät.',
  checking: 'Prüfen, was Ihre Ergebnisse nahelegen',
  loadFailed: 'Wir konnten nicht prüfen, was Ihre Ergebnisse nahelegen.',
  retry: 'Erneut versuchen',
  yourResult: 'Ihr Ergebnis',
  range: words({
    at_least: (v, _t, u) => `${v}${u} oder mehr`,
    above: (v, _t, u) => `mehr als ${v}${u}`,
    at_most: (v, _t, u) => `${v}${u} oder weniger`,
    below: (v, _t, u) => `weniger als ${v}${u}`,
    between: (v, t, u) => `zwischen ${v} und ${t}${u}`,
  }),
  addsAction: (action, programme) => `Fügt „${action}“ Ihrem Programm ${programme} hinzu`,
  sendsNotification: 'Schickt Ihnen eine Erinnerung in Ihre Benachrichtigungen',
  suggestsVisit: 'Schlägt einen Telemedizin-Termin vor',
  disclosure: (biomarker, range) =>
    `Ihr Ergebnis selbst bleibt verschlüsselt: Wir sehen es nie. Wenn Sie diesen Vorschlag aber annehmen oder verwerfen, wissen wir, dass Ihr ${biomarker}-Ergebnis ${range} betrug.`,
  accept: 'Annehmen',
  dismiss: 'Verwerfen',
  accepted: 'Angenommen',
  acceptedAction: (action, programme) => `„${action}“ ist jetzt in Ihrem Programm ${programme}.`,
  bookVisit: 'Telemedizin-Termin buchen',
};

export const pt: ResultSuggestionsMessages = {
  title: 'O que seus resultados sugerem',
  intro: 'Sua equipe de cuidados definiu estas sugestões para resultados como os seus. Cada uma é verificada aqui, no seu dispositivo.',
  checking: 'Verificando o que seus resultados sugerem',
  loadFailed: 'Não conseguimos verificar o que seus resultados sugerem.',
  retry: 'Tentar novamente',
  yourResult: 'Seu resultado',
  range: words({
    at_least: (v, _t, u) => `${v}${u} ou mais`,
    above: (v, _t, u) => `mais de ${v}${u}`,
    at_most: (v, _t, u) => `${v}${u} ou menos`,
    below: (v, _t, u) => `menos de ${v}${u}`,
    between: (v, t, u) => `entre ${v} e ${t}${u}`,
  }),
  addsAction: (action, programme) => `Adiciona “${action}” ao seu programa ${programme}`,
  sendsNotification: 'Envia um lembrete nas suas notificações',
  suggestsVisit: 'Sugere uma consulta de telessaúde',
  disclosure: (biomarker, range) =>
    `Seu resultado continua criptografado: nunca o vemos. Mas, se você aceitar ou dispensar esta sugestão, saberemos que seu resultado de ${biomarker} foi de ${range}.`,
  accept: 'Aceitar',
  dismiss: 'Dispensar',
  accepted: 'Aceita',
  acceptedAction: (action, programme) => `“${action}” agora está no seu programa ${programme}.`,
  bookVisit: 'Marcar uma consulta de telessaúde',
};

export const mh: ResultSuggestionsMessages = {
  title: 'Ta eo jekjek ko am rej kwaļọk',
  intro: 'Doon eo am ilo taktō ear kōmman kwaļọk kein ñan jekjek ko rōjeļļā āinwōt ko am. Kajjojo ej etale ijin, ilo kein jerbal eo am.',
  checking: 'Ej etale ta eo jekjek ko am rej kwaļọk',
  loadFailed: 'Kōmij jab maroñ etale ta eo jekjek ko am rej kwaļọk.',
  retry: 'Bar kajjeoñ',
  yourResult: 'Jekjek eo am',
  range: words({
    at_least: (v, _t, u) => `${v}${u} ak eļap jān men in`,
    above: (v, _t, u) => `eļap jān ${v}${u}`,
    at_most: (v, _t, u) => `${v}${u} ak edik jān men in`,
    below: (v, _t, u) => `edik jān ${v}${u}`,
    between: (v, t, u) => `ikōtaan ${v} im ${t}${u}`,
  }),
  addsAction: (action, programme) => `Ej kobaik “${action}” ñan program eo am ${programme}`,
  sendsNotification: 'Ej jilkinļọk juon kakememej ilo kōjeļā ko am',
  suggestsVisit: 'Ej kwaļọk juon iien lo taktō ilo telehealth',
  disclosure: (biomarker, range) => `Jekjek eo am ej pād wōt ilo encryption: jejjāmin lo. Ak ñe kwōj errā ak kadelọñe kwaļọk in, naaj jeļā bwe jekjek eo am an ${biomarker} ear ${range}.`,
  accept: 'Errā',
  dismiss: 'Kadelọñe',
  accepted: 'Emōj errā',
  acceptedAction: (action, programme) => `“${action}” ej pād kiō ilo program eo am ${programme}.`,
  bookVisit: 'Kōpooj juon iien telehealth',
};
