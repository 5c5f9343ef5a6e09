import type { Language } from '@payloadcms/translations';

/** Payload's translation keys, by namespace: an override must name one of them. */
type PayloadWords = Language['translations'];
type Overrides = {
  [Namespace in keyof PayloadWords]?: { [Key in keyof PayloadWords[Namespace]]?: string };
};

/**
 * Payload's German words where an owner (used to WordPress) says it otherwise: her content, not
 * "collections"; a new photo, not "Erstelle Foto"; a file dragged here, not "verschoben".
 *
 * And the backend says "Sie", as the whole site does: Payload's German addresses the reader with
 * "du" ("Bist du dir sicher?") and informal imperatives ("Bitte gib … an"). Every such string of
 * Payload 3.90.1 has its formal version below, grouped by namespace; `owner-words.test.ts` fails
 * on any informal address left in the backend's merged translations, and on an override whose key
 * Payload no longer has (after an update, check the new strings there).
 */
export const ownerWords = {
  authentication: {
    beginCreateFirstUser: 'Erstellen Sie zunächst ein Benutzerkonto, um zu beginnen.',
    checkYourEmailForPasswordReset:
      'Wenn die E-Mail-Adresse zu einem Benutzerkonto gehört, erhalten Sie in Kürze eine Anleitung zum Zurücksetzen Ihres Passworts. Bitte sehen Sie auch in Ihrem Spam-Ordner nach, falls die E-Mail nicht in Ihrem Posteingang ankommt.',
    forgotPasswordEmailInstructions:
      'Bitte geben Sie Ihre E-Mail-Adresse ein. Sie erhalten dann eine E-Mail mit einer Anleitung zum Zurücksetzen Ihres Passworts.',
    forgotPasswordUsernameInstructions:
      'Bitte geben Sie Ihren Benutzernamen ein. Die Anleitung zum Zurücksetzen Ihres Passworts wird an die E-Mail-Adresse gesendet, die mit Ihrem Benutzernamen verknüpft ist.',
    generatingNewAPIKeyWillInvalidate:
      'Wenn Sie einen neuen API-Schlüssel generieren, wird der bisherige <1>ungültig</1>. Möchten Sie wirklich fortfahren?',
    loggedIn:
      'Um sich mit einem anderen Benutzerkonto anzumelden, müssen Sie sich zuerst <0>abmelden</0>.',
    loggedInChangePassword:
      'Um Ihr Passwort zu ändern, öffnen Sie Ihr <0>Benutzerkonto</0> und ändern Sie es dort.',
    loggedOutInactivity: 'Sie wurden wegen Inaktivität abgemeldet.',
    loggedOutSuccessfully: 'Sie wurden erfolgreich abgemeldet.',
    loginWithAnotherUser:
      'Um sich mit einem anderen Benutzer anzumelden, müssen Sie sich zuerst <0>abmelden</0>.',
    newAccountCreated:
      'Für Sie wurde ein neues Benutzerkonto auf <a href="{{serverURL}}">{{serverURL}}</a> angelegt. Bitte klicken Sie auf den folgenden Link oder kopieren Sie die URL in Ihren Browser, um Ihre E-Mail-Adresse zu bestätigen: <a href="{{verificationURL}}">{{verificationURL}}</a><br> Sobald Sie Ihre E-Mail-Adresse bestätigt haben, können Sie sich anmelden.',
    resetYourPassword: 'Ihr Passwort zurücksetzen',
    verifyYourEmail: 'Ihre E-Mail-Adresse bestätigen',
    youAreInactive:
      'Sie waren eine Weile inaktiv und werden zu Ihrer Sicherheit in Kürze abgemeldet. Möchten Sie angemeldet bleiben?',
    youAreReceivingResetPassword:
      'Sie erhalten diese Nachricht, weil Sie (oder jemand anderes) das Zurücksetzen des Passworts für Ihr Benutzerkonto angefordert haben. Bitte klicken Sie auf den folgenden Link oder kopieren Sie die URL in Ihren Browser, um den Vorgang abzuschließen:',
    youDidNotRequestPassword:
      'Falls Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail bitte. Ihr Passwort bleibt unverändert.',
  },
  dashboard: {
    discardMessage:
      'Sie haben ungespeicherte Änderungen am Layout Ihres Dashboards. Möchten Sie diese wirklich verwerfen?',
    noItems:
      'Ihr Dashboard enthält keine Widgets. Sie können welche über das Menü „Dashboard“ in der oberen Leiste hinzufügen.',
    searchWidgets: 'Widgets suchen...',
  },
  error: {
    deletingTitle:
      'Beim Löschen von {{title}} ist ein Fehler aufgetreten. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    documentNotFound:
      'Das Dokument mit der ID {{id}} wurde nicht gefunden. Es wurde vielleicht gelöscht, hat nie existiert, oder Sie haben keinen Zugriff darauf.',
    insufficientClipboardPermissions:
      'Zugriff auf die Zwischenablage verweigert. Bitte prüfen Sie die Berechtigungen.',
    notAllowedToAccessPage: 'Sie haben keine Berechtigung, diese Seite aufzurufen.',
    notAllowedToPerformAction: 'Sie haben keine Berechtigung, diese Aktion auszuführen.',
    restoringTitle:
      'Beim Wiederherstellen von {{title}} ist ein Fehler aufgetreten. Bitte prüfen Sie die Verbindung und versuchen Sie es erneut.',
    unauthorized: 'Nicht autorisiert: Sie müssen angemeldet sein, um diese Anfrage zu stellen.',
    unverifiedEmail: 'Bitte bestätigen Sie Ihre E-Mail-Adresse, bevor Sie sich anmelden.',
  },
  fields: {
    chooseBetweenCustomTextOrDocument:
      'Wählen Sie, ob Sie eine eigene URL eingeben oder auf ein anderes Dokument verlinken möchten.',
    chooseDocumentToLink: 'Wählen Sie das Dokument, auf das Sie verlinken möchten',
  },
  folder: {
    folderTypeDescription:
      'Wählen Sie aus, welche Art von Sammlungsdokumenten in diesem Ordner zugelassen sein soll.',
    moveItemsToFolderConfirmation:
      'Sie sind dabei, <1>{{count}} {{label}}</1> nach <2>{{toFolder}}</2> zu verschieben. Sind Sie sicher?',
    moveItemsToRootConfirmation:
      'Sie sind dabei, <1>{{count}} {{label}}</1> in den Hauptordner zu verschieben. Sind Sie sicher?',
    moveItemToFolderConfirmation:
      'Sie sind dabei, <1>{{title}}</1> nach <2>{{toFolder}}</2> zu verschieben. Sind Sie sicher?',
    moveItemToRootConfirmation:
      'Sie sind dabei, <1>{{title}}</1> in den Hauptordner zu verschieben. Sind Sie sicher?',
  },
  general: {
    collections: 'Inhalte',
    globals: 'Seiten und Texte',
    creatingNewLabel: 'Neu: {{label}}',
    newLabel: 'Neu: {{label}}',
    untitled: 'Ohne Titel',
    // Her account page: her settings, not the software's ("Payload-Einstellungen").
    payloadSettings: 'Einstellungen',
    adminTheme: 'Erscheinungsbild',
    // While a new document is saved (beside "Lädt", "Aktualisieren"), not "Erstelle".
    creating: 'Erstellen',
    // A field's placeholder.
    enterAValue: 'Wert eingeben',
    // "das {{label}}" fits no label of hers ("die Nachricht", "der Ort"): without the article.
    aboutToDelete: 'Sie sind dabei, {{label}} <1>{{title}}</1> zu löschen. Sind Sie sicher?',
    aboutToDeleteCount_many: 'Sie sind dabei, {{count}} {{label}} zu löschen.',
    aboutToDeleteCount_one: 'Sie sind dabei, {{count}} {{label}} zu löschen.',
    aboutToDeleteCount_other: 'Sie sind dabei, {{count}} {{label}} zu löschen.',
    aboutToPermanentlyDelete:
      'Sie sind dabei, {{label}} <1>{{title}}</1> endgültig zu löschen. Sind Sie sicher?',
    aboutToPermanentlyDeleteTrash:
      'Sie sind dabei, <0>{{count}}</0> <1>{{label}}</1> endgültig aus dem Papierkorb zu löschen. Sind Sie sicher?',
    aboutToRestore:
      'Sie sind dabei, {{label}} <1>{{title}}</1> wiederherzustellen. Sind Sie sicher?',
    aboutToRestoreAsDraft:
      'Sie sind dabei, {{label}} <1>{{title}}</1> als Entwurf wiederherzustellen. Sind Sie sicher?',
    aboutToRestoreAsDraftCount:
      'Sie sind dabei, {{count}} {{label}} als Entwurf wiederherzustellen.',
    aboutToRestoreCount: 'Sie sind dabei, {{count}} {{label}} wiederherzustellen.',
    aboutToTrash:
      'Sie sind dabei, {{label}} <1>{{title}}</1> in den Papierkorb zu verschieben. Sind Sie sicher?',
    aboutToTrashCount: 'Sie sind dabei, {{count}} {{label}} in den Papierkorb zu verschieben.',
    changesNotSaved:
      'Ihre Änderungen wurden nicht gespeichert. Wenn Sie diese Seite verlassen, gehen Ihre Änderungen verloren.',
    copyWarning:
      'Sie sind dabei, {{to}} mit {{from}} für {{label}} {{title}} zu überschreiben. Sind Sie sicher?',
    // After the name of whoever edits the document.
    currentlyEditing:
      'bearbeitet gerade dieses Dokument. Wenn Sie übernehmen, wird die Bearbeitung blockiert, und nicht gespeicherte Änderungen können verloren gehen.',
    documentOutOfDate:
      'Dieses Dokument wurde kürzlich von einem anderen Benutzer geändert. Ihre Ansicht ist nicht mehr aktuell.',
    moveConfirm:
      'Sie sind dabei, {{count}} {{label}} nach <1>{{destination}}</1> zu verschieben. Sind Sie sicher?',
    sorryNotFound: 'Es tut uns leid, aber wir haben nichts gefunden, was Ihrer Anfrage entspricht.',
    unsavedChanges:
      'Sie haben ungespeicherte Änderungen. Speichern oder verwerfen Sie sie, bevor Sie fortfahren.',
    unsavedChangesDuplicate:
      'Sie haben ungespeicherte Änderungen. Möchten Sie trotzdem mit dem Duplizieren fortfahren?',
  },
  upload: {
    // After "oder", beside "Datei auswählen".
    dragAndDrop: 'Datei hierher ziehen',
    cropToolDescription:
      'Ziehen Sie die Ecken des ausgewählten Bereichs, zeichnen Sie einen neuen Bereich oder passen Sie die Werte unten an.',
    focalPointDescription:
      'Setzen Sie den Fokuspunkt direkt in der Vorschau oder passen Sie die Werte unten an.',
  },
  validation: {
    emailAddress: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    enterNumber: 'Bitte geben Sie eine gültige Zahl ein.',
    username:
      'Bitte geben Sie einen gültigen Benutzernamen ein. Er darf Buchstaben, Zahlen, Bindestriche, Punkte und Unterstriche enthalten.',
  },
  version: {
    aboutToPublishSelection:
      'Sie sind dabei, alle {{label}} in der Auswahl zu veröffentlichen. Sind Sie sicher?',
    aboutToRestore: 'Sie sind dabei, {{label}} auf den Stand vom {{versionDate}} zurückzusetzen.',
    aboutToRestoreGlobal:
      'Sie sind dabei, {{label}} auf den Stand vom {{versionDate}} zurückzusetzen.',
    aboutToRevertToPublished:
      'Sie sind dabei, dieses Dokument auf den veröffentlichten Stand zurückzusetzen. Sind Sie sicher?',
    aboutToUnpublish:
      'Sie sind dabei, die Veröffentlichung dieses Dokuments aufzuheben. Sind Sie sicher?',
    aboutToUnpublishIn:
      'Sie sind dabei, die Veröffentlichung dieses Dokuments in {{locale}} aufzuheben. Sind Sie sicher?',
    aboutToUnpublishSelection:
      'Sie sind dabei, die Veröffentlichung aller {{label}} in der Auswahl aufzuheben. Sind Sie sicher?',
    // Payload: "Erfolgreich unveröffentlicht."
    unpublishedSuccessfully: 'Die Veröffentlichung wurde aufgehoben.',
    unpublishIn: 'Veröffentlichung in {{locale}} aufheben',
  },
} satisfies Overrides;

/**
 * Names for Payload's controls that have none (lib/workarounds/payload-accessible-names.ts), read
 * by screen readers: `accessibleNames:<key>` in the backend's translations.
 */
export const accessibleNames = {
  selectRow: '{{title}} auswählen',
  selectUntitledRow: 'Zeile auswählen',
  previousPage: 'Vorherige Seite',
  nextPage: 'Nächste Seite',
  clipboard: 'Feld kopieren oder einfügen',
  rowActions: 'Aktionen für diesen Eintrag',
  move: 'Verschieben (ziehen, oder Leertaste und Pfeiltasten)',
};
