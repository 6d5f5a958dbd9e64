// Every translatable message of the mock, English (Laravel's wording) and French (laravel-lang).
// The locale comes from Accept-Language, as Laravel apps with a locale middleware do.

export type Locale = 'en' | 'fr';

const MESSAGES = {
  required: { en: 'The :attribute field is required.', fr: 'Le champ :attribute est obligatoire.' },
  string: { en: 'The :attribute field must be a string.', fr: 'Le champ :attribute doit être une chaîne de caractères.' },
  email: {
    en: 'The :attribute field must be a valid email address.',
    fr: 'Le champ :attribute doit être une adresse e-mail valide.',
  },
  min: {
    en: 'The :attribute field must be at least :min characters.',
    fr: 'Le champ :attribute doit contenir au moins :min caractères.',
  },
  max: {
    en: 'The :attribute field must not be greater than :max characters.',
    fr: 'Le champ :attribute ne peut pas contenir plus de :max caractères.',
  },
  confirmed: {
    en: 'The :attribute field confirmation does not match.',
    fr: 'Le champ de confirmation :attribute ne correspond pas.',
  },
  unique: { en: 'The :attribute has already been taken.', fr: 'La valeur du champ :attribute est déjà utilisée.' },
  moreError: { en: '(and :count more error)', fr: '(et :count erreur en plus)' },
  moreErrors: { en: '(and :count more errors)', fr: '(et :count erreurs en plus)' },
  authFailed: {
    en: 'These credentials do not match our records.',
    fr: 'Ces identifiants ne correspondent pas à nos enregistrements.',
  },
  twoFactorCode: {
    en: 'The provided two factor authentication code was invalid.',
    fr: "Le code d'authentification à deux facteurs fourni est invalide.",
  },
  socialLastWayIn: {
    en: 'You cannot disconnect :provider: your account has no password and no other connected provider. Set a password first with "Forgot your password?".',
    fr: 'Vous ne pouvez pas déconnecter :provider : votre compte n’a pas de mot de passe ni d’autre fournisseur connecté. Définissez d’abord un mot de passe avec « Mot de passe oublié ? ».',
  },
  twoFactorRecoveryCode: {
    en: 'The provided two factor recovery code was invalid.',
    fr: 'Le code de récupération à deux facteurs fourni est invalide.',
  },
  passwordIncorrect: {
    en: 'The provided password was incorrect.',
    fr: 'Le mot de passe fourni est incorrect.',
  },
  currentPassword: {
    en: 'The provided password does not match your current password.',
    fr: 'Le mot de passe fourni ne correspond pas à votre mot de passe actuel.',
  },
  passwordsSent: {
    en: 'We have emailed your password reset link.',
    fr: 'Nous vous avons envoyé par e-mail le lien de réinitialisation du mot de passe.',
  },
  passwordsReset: { en: 'Your password has been reset.', fr: 'Votre mot de passe a été réinitialisé.' },
  passwordsUser: {
    en: "We can't find a user with that email address.",
    fr: "Aucun utilisateur n'a été trouvé avec cette adresse e-mail.",
  },
  passwordsToken: {
    en: 'This password reset token is invalid.',
    fr: "Ce jeton de réinitialisation du mot de passe n'est pas valide.",
  },
  passwordsThrottled: { en: 'Please wait before retrying.', fr: 'Veuillez patienter avant de réessayer.' },
  integer: { en: 'The :attribute field must be an integer.', fr: 'Le champ :attribute doit être un entier.' },
  numeric: { en: 'The :attribute field must be a number.', fr: 'Le champ :attribute doit contenir un nombre.' },
  boolean: { en: 'The :attribute field must be true or false.', fr: 'Le champ :attribute doit être vrai ou faux.' },
  array: { en: 'The :attribute field must be an array.', fr: 'Le champ :attribute doit être un tableau.' },
  file: { en: 'The :attribute field must be a file.', fr: 'Le champ :attribute doit être un fichier.' },
  in: { en: 'The selected :attribute is invalid.', fr: 'Le champ :attribute sélectionné est invalide.' },
  date: { en: 'The :attribute field must be a valid date.', fr: "Le champ :attribute n'est pas une date valide." },
  dateFormat: {
    en: 'The :attribute field must match the format :format.',
    fr: 'Le champ :attribute ne correspond pas au format :format.',
  },
  afterOrEqual: {
    en: 'The :attribute field must be a date after or equal to :date.',
    fr: 'Le champ :attribute doit être une date postérieure ou égale au :date.',
  },
  requiredWith: {
    en: 'The :attribute field is required when :values is present.',
    fr: 'Le champ :attribute est obligatoire lorsque :values est présent.',
  },
  minNumeric: {
    en: 'The :attribute field must be at least :min.',
    fr: 'La valeur de :attribute doit être supérieure ou égale à :min.',
  },
  maxNumeric: {
    en: 'The :attribute field must not be greater than :max.',
    fr: 'La valeur de :attribute ne peut pas être supérieure à :max.',
  },
  between: {
    en: 'The :attribute field must be between :min and :max.',
    fr: 'La valeur de :attribute doit être comprise entre :min et :max.',
  },
  maxFile: {
    en: 'The :attribute field must not be greater than :max kilobytes.',
    fr: 'La taille du fichier de :attribute ne peut pas dépasser :max kilo-octets.',
  },
  regex: { en: 'The :attribute field format is invalid.', fr: 'Le format du champ :attribute est invalide.' },
  // The contract's own messages (custom messages of the Laravel form requests).
  tenantRequired: { en: 'Please select at least one tenant', fr: 'Veuillez sélectionner au moins une organisation' },
  selectPermission: { en: 'Please select a Permission', fr: 'Veuillez sélectionner une permission' },
  selectOne: { en: 'Please select one', fr: 'Veuillez en sélectionner un' },
  imageOnly: { en: 'Please select image only', fr: 'Veuillez sélectionner uniquement une image' },
  imageFormat: { en: 'Invalid file format', fr: 'Format de fichier non valide' },
  statusMove: {
    en: 'The status cannot change from :from to :to.',
    fr: 'Le statut ne peut pas passer de :from à :to.',
  },
  menuNotOrderable: {
    en: 'The selected menu cannot be ordered for this date.',
    fr: 'Le menu sélectionné ne peut pas être commandé pour cette date.',
  },
  quantityAndPayer: {
    en: 'Please select quantity and who is responsible for paying for the item',
    fr: 'Veuillez sélectionner la quantité et qui est responsable du paiement de l’article',
  },
  cardExpired: { en: 'The card has expired.', fr: 'La carte a expiré.' },
  paidBill: { en: 'A paid bill cannot be deleted.', fr: 'Une facture payée ne peut pas être supprimée.' },
  noBillableEmail: { en: 'The billable has no e-mail address.', fr: 'Le destinataire de la facture n’a pas d’adresse e-mail.' },
  dateRange: {
    en: 'The date range may not be longer than :days days.',
    fr: 'La période ne peut pas dépasser :days jours.',
  },
  recordChanged: {
    en: 'The record was changed by someone else after you opened it.',
    fr: 'L’enregistrement a été modifié par quelqu’un d’autre après que vous l’avez ouvert.',
  },
  variableKeyFormat: {
    en: 'The key must be written in lower snake case, e.g. support_email.',
    fr: 'La clé s’écrit en minuscules, les mots séparés par des tirets bas, par exemple support_email.',
  },
  variableKeyType: {
    en: 'The key :key takes a value of type :type.',
    fr: 'La clé :key prend une valeur de type :type.',
  },
  variableGlobal: {
    en: 'Only a super administrator can set a global value; choose your tenant.',
    fr: 'Seul un super-administrateur peut définir une valeur globale ; choisissez votre organisation.',
  },
  variableTime: { en: 'The value must be a time written HH:MM, e.g. 11:30.', fr: 'La valeur doit être une heure écrite HH:MM, par exemple 11:30.' },
  variableMoney: {
    en: 'The value must be an amount of at least 0, in cents.',
    fr: 'La valeur doit être un montant d’au moins 0, en centimes.',
  },
  variableUrl: {
    en: 'The value must be an address starting with http:// or https://.',
    fr: 'La valeur doit être une adresse commençant par http:// ou https://.',
  },
  salaryLimit: {
    en: 'This order would take your salary deductions for :month past the monthly limit of :limit: :left is left.',
    fr: 'Cette commande porterait vos retenues sur salaire de :month au-delà de la limite mensuelle de :limit : il reste :left.',
  },
  translationExists: {
    en: 'This text already has a translation in this language.',
    fr: 'Ce texte a déjà une traduction dans cette langue.',
  },
  prohibitedIf: {
    en: 'The :attribute field is prohibited when :other is :value.',
    fr: 'Le champ :attribute est interdit quand :other a la valeur :value.',
  },
  cannotGrantRole: {
    en: 'You cannot grant the role :role: it holds permissions you do not have.',
    fr: 'Vous ne pouvez pas attribuer le rôle :role\u00a0: il comporte des permissions que vous n’avez pas.',
  },
  cannotGrantPermission: {
    en: 'You cannot grant the permission :permission: you do not hold it.',
    fr: 'Vous ne pouvez pas attribuer la permission :permission\u00a0: vous ne la détenez pas.',
  },
  noPendingInvitation: {
    en: 'This user has no pending invitation.',
    fr: 'Cet utilisateur n’a pas d’invitation en attente.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof MESSAGES;

/** Display names of fields; English falls back to the field name with underscores as spaces. */
const ATTRIBUTES: Record<string, Partial<Record<Locale, string>>> = {
  email: { fr: 'e-mail' },
  password: { fr: 'mot de passe' },
  current_password: { fr: 'mot de passe actuel' },
  first_name: { fr: 'prénom' },
  last_name: { fr: 'nom' },
  device_name: { fr: "nom de l'appareil" },
  recovery_code: { fr: 'code de récupération' },
  token: { fr: 'jeton' },
  name: { fr: 'nom' },
  address: { fr: 'adresse' },
  phone: { fr: 'téléphone' },
  price: { fr: 'prix' },
  hide_price: { fr: 'masquer le prix' },
  amount: { fr: 'montant' },
  priority: { fr: 'priorité' },
  file: { fr: 'fichier' },
  title: { fr: 'titre' },
  image_title: { fr: "titre de l'image" },
  image_id: { fr: "identifiant de l'image" },
  owner_id: { fr: 'identifiant du propriétaire' },
  owner_type: { fr: 'type de propriétaire' },
  available_from: { fr: 'disponible à partir du' },
  available_till: { fr: "disponible jusqu'au" },
  time_limit: { fr: 'heure limite' },
  same_day_time_limit: { fr: 'heure limite du jour même' },
  from: { fr: 'du' },
  till: { fr: 'au' },
  per_page: { fr: 'par page' },
  order_by: { fr: 'trier par' },
  order_dir: { fr: 'ordre de tri' },
  key: { fr: 'clé' },
  default: { fr: 'texte par défaut' },
  icon: { fr: 'icône' },
  translation: { fr: 'traduction' },
  value: { fr: 'valeur' },
  type: { fr: 'type' },
  description: { fr: 'description' },
  tenant_id: { en: 'tenant', fr: 'organisation' },
  month: { fr: 'mois' },
  deduct_from_salary: { fr: 'retenue sur salaire' },
};

export function localeOf(request: Request): Locale {
  return (request.headers.get('accept-language') ?? '').trim().toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

export function attributeName(field: string, locale: Locale): string {
  const last = field.split('.').pop() ?? field;
  return ATTRIBUTES[last]?.[locale] ?? last.replace(/_/g, ' ');
}

export function translate(key: MessageKey, locale: Locale, params: Record<string, string | number> = {}): string {
  return Object.entries(params).reduce(
    (text, [name, value]) => text.replaceAll(`:${name}`, String(value)),
    MESSAGES[key][locale] as string,
  );
}
