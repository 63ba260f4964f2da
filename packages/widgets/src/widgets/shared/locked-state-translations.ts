import type { LockedStateMessages } from './locked-state-messages';

export const es: LockedStateMessages = {
  session: (minutes) => `Un solo desbloqueo abre todos tus registros hasta que cierres sesión. Se vuelven a bloquear tras ${minutes} minutos sin actividad.`,
  impersonation: {
    title: (name) => `Registros cifrados de ${name}`,
    text: (name) =>
      `Estás actuando como ${name}. Escribe tu propia contraseña de personal, no la del miembro: abre en este navegador la llave de recuperación de tu organización y, con ella, todas las pantallas cifradas de ${name}. El registro de accesos de ${name} muestra que las abriste.`,
    password: 'Tu contraseña de personal',
    unlock: 'Abrir como personal',
    wrongPassword: 'Esa no es tu contraseña de personal.',
    session: (minutes) => `Siguen abiertos hasta que dejes de actuar como este miembro, o se bloquean tras ${minutes} minutos sin actividad.`,
    closedTitle: 'Los registros cifrados siguen cerrados',
    gap: {
      'no-recovery-key': (name) =>
        `La organización de ${name} no tiene llave de recuperación, así que el personal no puede abrir sus registros cifrados. Un administrador la crea en la pantalla de la organización (Organizaciones, la organización, Llave de recuperación); ${name} se añade en su próximo inicio de sesión.`,
      'not-granted': (name) =>
        `No tienes la llave de recuperación de la organización de ${name}. Un administrador que la tenga puede concedértela en la pantalla de la organización; después vuelve a iniciar sesión como el usuario.`,
      'not-wrapped': (name) =>
        `Los registros de ${name} aún no están cubiertos por la llave de recuperación de su organización: se añaden la próxima vez que ${name} inicie sesión. Hasta entonces el personal no puede abrirlos.`,
      'no-member-keys': (name) => `${name} aún no ha configurado sus llaves: no tiene nada cifrado.`,
    },
    memberKeyOnly: (name) => `Un laboratorio o dispositivo cifró este registro con la llave propia de ${name}. El personal no puede abrirlo; se abre cuando ${name} inicia sesión.`,
  },
};
export const fr: LockedStateMessages = {
  session: (minutes) => `Un seul déverrouillage ouvre tous vos dossiers jusqu’à la déconnexion. Ils se verrouillent de nouveau après ${minutes} minutes sans activité.`,
  impersonation: {
    title: (name) => `Dossiers chiffrés de ${name}`,
    text: (name) =>
      `Vous agissez en tant que ${name}. Saisissez votre propre mot de passe de personnel, pas celui du membre : il ouvre dans ce navigateur la clé de récupération de votre organisation, et avec elle tous les écrans chiffrés de ${name}. Le journal d’accès de ${name} indique que vous les avez ouverts.`,
    password: 'Votre mot de passe de personnel',
    unlock: 'Ouvrir en tant que personnel',
    wrongPassword: 'Ce n’est pas votre mot de passe de personnel.',
    session: (minutes) => `Ils restent ouverts jusqu’à ce que vous cessiez d’agir en tant que ce membre, ou se verrouillent après ${minutes} minutes sans activité.`,
    closedTitle: 'Les dossiers chiffrés restent fermés',
    gap: {
      'no-recovery-key': (name) =>
        `L’organisation de ${name} n’a pas de clé de récupération : le personnel ne peut pas ouvrir ses dossiers chiffrés. Un administrateur la crée sur l’écran de l’organisation (Organisations, l’organisation, Clé de récupération) ; ${name} y est ajouté à sa prochaine connexion.`,
      'not-granted': (name) =>
        `Vous ne détenez pas la clé de récupération de l’organisation de ${name}. Un administrateur qui la détient peut vous l’accorder sur l’écran de l’organisation ; reconnectez-vous ensuite en tant que l’utilisateur.`,
      'not-wrapped': (name) =>
        `Les dossiers de ${name} ne sont pas encore couverts par la clé de récupération de son organisation : ils le seront à sa prochaine connexion. D’ici là, le personnel ne peut pas les ouvrir.`,
      'no-member-keys': (name) => `${name} n’a pas encore configuré ses clés : rien n’est chiffré.`,
    },
    memberKeyOnly: (name) => `Un laboratoire ou un appareil a chiffré ce dossier avec la clé propre de ${name}. Le personnel ne peut pas l’ouvrir ; il s’ouvre quand ${name} se connecte.`,
  },
};
export const de: LockedStateMessages = {
  session: (minutes) => `Einmal entsperrt, sind alle Ihre Daten bis zur Abmeldung geöffnet. Nach ${minutes} Minuten ohne Aktivität werden sie wieder gesperrt.`,
  impersonation: {
    title: (name) => `Verschlüsselte Daten von ${name}`,
    text: (name) =>
      `Sie handeln als ${name}. Geben Sie Ihr eigenes Mitarbeiterpasswort ein, nicht das des Mitglieds: Es öffnet in diesem Browser den Wiederherstellungsschlüssel Ihrer Organisation und damit alle verschlüsselten Ansichten von ${name}. Das Zugriffsprotokoll von ${name} zeigt, dass Sie sie geöffnet haben.`,
    password: 'Ihr Mitarbeiterpasswort',
    unlock: 'Als Mitarbeiter öffnen',
    wrongPassword: 'Das ist nicht Ihr Mitarbeiterpasswort.',
    session: (minutes) => `Sie bleiben geöffnet, bis Sie nicht mehr als dieses Mitglied handeln, oder werden nach ${minutes} Minuten ohne Aktivität wieder gesperrt.`,
    closedTitle: 'Verschlüsselte Daten bleiben geschlossen',
    gap: {
      'no-recovery-key': (name) =>
        `Die Organisation von ${name} hat keinen Wiederherstellungsschlüssel, daher können Mitarbeiter die verschlüsselten Daten nicht öffnen. Eine Administratorin oder ein Administrator legt ihn in der Ansicht der Organisation an (Organisationen, die Organisation, Wiederherstellungsschlüssel); ${name} wird bei der nächsten Anmeldung aufgenommen.`,
      'not-granted': (name) =>
        `Sie besitzen den Wiederherstellungsschlüssel der Organisation von ${name} nicht. Wer ihn besitzt, kann ihn Ihnen in der Ansicht der Organisation freigeben; melden Sie sich danach erneut als die Person an.`,
      'not-wrapped': (name) =>
        `Die Daten von ${name} sind noch nicht durch den Wiederherstellungsschlüssel der Organisation abgedeckt: Das geschieht bei der nächsten Anmeldung von ${name}. Bis dahin können Mitarbeiter sie nicht öffnen.`,
      'no-member-keys': (name) => `${name} hat noch keine Schlüssel eingerichtet: Nichts ist verschlüsselt.`,
    },
    memberKeyOnly: (name) =>
      `Ein Labor oder Gerät hat diesen Eintrag mit dem eigenen Schlüssel von ${name} verschlüsselt. Mitarbeiter können ihn nicht öffnen; er öffnet sich, wenn sich ${name} anmeldet.`,
  },
};
export const pt: LockedStateMessages = {
  session: (minutes) => `Um só desbloqueio abre todos os seus registros até você sair. Eles são bloqueados de novo após ${minutes} minutos sem atividade.`,
  impersonation: {
    title: (name) => `Registros criptografados de ${name}`,
    text: (name) =>
      `Você está agindo como ${name}. Digite sua própria senha de equipe, não a do membro: ela abre neste navegador a chave de recuperação da sua organização e, com ela, todas as telas criptografadas de ${name}. O registro de acessos de ${name} mostra que você as abriu.`,
    password: 'Sua senha de equipe',
    unlock: 'Abrir como equipe',
    wrongPassword: 'Essa não é a sua senha de equipe.',
    session: (minutes) => `Eles ficam abertos até você deixar de agir como este membro, ou são bloqueados após ${minutes} minutos sem atividade.`,
    closedTitle: 'Os registros criptografados continuam fechados',
    gap: {
      'no-recovery-key': (name) =>
        `A organização de ${name} não tem chave de recuperação, então a equipe não pode abrir os registros criptografados. Um administrador a cria na tela da organização (Organizações, a organização, Chave de recuperação); ${name} é incluído no próximo login.`,
      'not-granted': (name) =>
        `Você não tem a chave de recuperação da organização de ${name}. Um administrador que a tenha pode concedê-la a você na tela da organização; depois entre novamente como o usuário.`,
      'not-wrapped': (name) =>
        `Os registros de ${name} ainda não estão cobertos pela chave de recuperação da organização: serão incluídos no próximo login de ${name}. Até lá a equipe não pode abri-los.`,
      'no-member-keys': (name) => `${name} ainda não configurou suas chaves: nada está criptografado.`,
    },
    memberKeyOnly: (name) => `Um laboratório ou dispositivo criptografou este registro com a chave própria de ${name}. A equipe não pode abri-lo; ele abre quando ${name} entra.`,
  },
};
export const mh: LockedStateMessages = {
  session: (minutes) => `Juon wōt kōpeļļọk ej kōpeļļọk aolep rekoot ko am m̧ae iien kwōj diwōjļo̧k. Rej bar kilōk ālikin ${minutes} minit ejjeļo̧k am jerbal.`,
  impersonation: {
    title: (name) => `Rekoot ko an ${name} me rej kilōk`,
    text: (name) =>
      `Kwōj jerbal āinwōt ${name}. Je am password in rijerbal, ejjab an membar eo: ej kōpeļļọk key in jipañ eo an doulul eo am ilo browser in, im ippān aolep peij ko an ${name} me rej kilōk. Bok in access an ${name} ej kwaļọk bwe kwaar kōpeļļọki.`,
    password: 'Am password in rijerbal',
    unlock: 'Kōpeļļọk āinwōt rijerbal',
    wrongPassword: 'Ejjab am password in rijerbal men in.',
    session: (minutes) => `Rej pād im peļļọk m̧ae iien kwōj bōjrak jerbal āinwōt membar in, ak rej bar kilōk ālikin ${minutes} minit ejjeļo̧k jerbal.`,
    closedTitle: 'Rekoot ko rej kilōk rej pād wōt im kilōk',
    gap: {
      'no-recovery-key': (name) =>
        `Ejjeļo̧k key in jipañ an doulul eo an ${name}, innem rijerbal ro rejjab maron̄ kōpeļļọk rekoot ko an. Juon ri-admin ej kōm̧m̧ane ilo peij eo an doulul eo (Organizations, doulul eo, Recovery key); ${name} enaaj kobatok ilo iien eo tok juon an deļo̧n̄.`,
      'not-granted': (name) => `Ejjeļo̧k ippam key in jipañ an doulul eo an ${name}. Juon ri-admin eo ej dāpij maron̄ leļọk ilo peij eo an doulul eo; innām bar deļo̧n̄ āinwōt user eo.`,
      'not-wrapped': (name) =>
        `Rekoot ko an ${name} rejjañ pād ilo key in jipañ an doulul eo: renaaj kobatok ilo iien eo tok juon ${name} ej deļo̧n̄. M̧ae iien eo rijerbal ro rejjab maron̄ kōpeļļọki.`,
      'no-member-keys': (name) => `${name} ejjañ kōm̧m̧ane key ko an: ejjeļo̧k men an ej kilōk.`,
    },
    memberKeyOnly: (name) => `Juon lab ak kein jerbal ear kilōk rekoot in kōn key eo an ${name} make. Rijerbal ro rejjab maron̄ kōpeļļọke; ej peļļọk ne ${name} ej deļo̧n̄.`,
  },
};
