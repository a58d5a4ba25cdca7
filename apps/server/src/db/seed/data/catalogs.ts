/**
 * Reference data for catalogs (Catalog/Clasification, docs/domain.md#formats-and-constants: classification ids), categories
 * (docs/domain.md#candidates) and the vacancy working stages. Seeded idempotently: rows are matched by
 * `id` (classifications), `clas_id` + `code` (catalog items), `code` (categories) and `name`
 * (statuses), so editing a name here never duplicates a row.
 */
import {
  blacklistedReasonCode,
  clas,
  followUpStatuses,
  reqCanceledReasonCode,
  reqCoveredReasonCode,
} from '@rp/contract/enums';

export type ClasificationSeed = { readonly id: number; readonly name: string };
export type CatalogSeed = {
  readonly clas_id: number;
  /** Uppercase snake case, unique within its classification. */
  readonly code: string;
  /** Spanish (default language). */
  readonly name: string;
  readonly name_en: string;
  readonly description?: string;
};
export type CategorySeed = { readonly code: string; readonly description: string };
export type VacancyStatusSeed = { readonly name: string };
export type VacancyCandidateStatusSeed = { readonly name: string; readonly referral_id?: number };

export const clasificationSeed = [
  { id: clas.vacancyReasons, name: 'Motivo de vacante' },
  { id: clas.scholarLevel, name: 'Escolaridad' },
  { id: clas.shiftType, name: 'Tipo de turno' },
  { id: clas.recruitType, name: 'Tipo de contratación' },
  { id: clas.blackListReasons, name: 'Clasificación de lista negra' },
  { id: clas.rejectReasons, name: 'Motivo de rechazo' },
  { id: clas.salaryType, name: 'Tipo de salario' },
  { id: clas.englishLevels, name: 'Nivel de inglés' },
  { id: clas.recruitmentSource, name: 'Fuente de reclutamiento' },
  { id: clas.techSoftware, name: 'Software (recursos tecnológicos)' },
  { id: clas.techSystems, name: 'Sistemas (recursos tecnológicos)' },
  { id: clas.techProfiles, name: 'Perfiles de sistema (recursos tecnológicos)' },
] as const satisfies readonly ClasificationSeed[];

/** Code of the catalog-6 reason given to open assignments when a requirement is cancelled (docs/domain.md#statuses-and-transitions). */
export const REQ_CANCELED_CODE = reqCanceledReasonCode;
/** Code of the catalog-6 reason given to candidates still in progress when every position is hired. */
export const REQ_COVERED_CODE = reqCoveredReasonCode;

/** Code of the recruitment source (catalog 9) of applications from a company's public page. */
export const PUBLIC_PAGE_SOURCE_CODE = 'PUBLIC_PAGE';

const items = (
  clasId: number,
  rows: readonly (readonly [string, string, string, string?])[],
): CatalogSeed[] =>
  rows.map(([code, name, name_en, description]) =>
    description === undefined
      ? { clas_id: clasId, code, name, name_en }
      : { clas_id: clasId, code, name, name_en, description },
  );

export const catalogSeed: readonly CatalogSeed[] = [
  ...items(clas.vacancyReasons, [
    ['NEW_POSITION', 'Nueva posición', 'New position', 'Puesto de nueva creación en la plantilla'],
    ['REPLACEMENT', 'Reemplazo', 'Replacement', 'Sustituye a un empleado que dejó la empresa'],
    ['PRODUCTION_INCREASE', 'Incremento de producción', 'Production increase'],
    ['NEW_PROJECT', 'Nuevo proyecto', 'New project'],
    ['NEW_CLIENT', 'Arranque de nuevo cliente', 'New client start-up'],
    ['TEMPORARY', 'Temporal', 'Temporary', 'Cobertura por tiempo determinado'],
    [
      'LEAVE_COVERAGE',
      'Cobertura de incapacidad o permiso',
      'Leave coverage',
      'Maternidad, incapacidad o permiso',
    ],
    ['PROMOTION', 'Promoción interna', 'Internal promotion', 'Vacante generada por una promoción'],
    ['RESTRUCTURE', 'Reestructura', 'Restructuring'],
  ]),
  ...items(clas.scholarLevel, [
    ['PRIMARY', 'Primaria', 'Elementary school'],
    ['SECONDARY', 'Secundaria', 'Middle school'],
    ['HIGH_SCHOOL', 'Preparatoria/Bachillerato', 'High school'],
    ['TECHNICAL', 'Técnico', 'Technical degree', 'Carrera técnica (CONALEP, CBTIS…)'],
    ['BACHELOR', 'Licenciatura', "Bachelor's degree"],
    ['ENGINEERING', 'Ingeniería', 'Engineering degree'],
    ['MASTER', 'Maestría', "Master's degree"],
    ['DOCTORATE', 'Doctorado', 'Doctorate'],
  ]),
  ...items(clas.shiftType, [
    ['FIRST', 'Primer turno', 'First shift', 'Matutino, aprox. 06:00–15:30'],
    ['SECOND', 'Segundo turno', 'Second shift', 'Vespertino, aprox. 15:30–00:30'],
    ['THIRD', 'Tercer turno', 'Third shift', 'Nocturno'],
    ['MIXED', 'Mixto', 'Mixed shift'],
    ['ADMINISTRATIVE', 'Administrativo', 'Office hours', 'Lunes a viernes en horario de oficina'],
    ['ROTATING', 'Rotativo', 'Rotating shift'],
    ['FOUR_BY_THREE', '4x3', '4x3', 'Cuatro días de trabajo por tres de descanso, jornadas de 12 horas'],
    ['TWELVE_BY_TWELVE', '12x12', '12x12', 'Jornadas de 12 horas con 12 horas de descanso'],
    ['WEEKEND', 'Fin de semana', 'Weekend shift'],
  ]),
  ...items(clas.recruitType, [
    ['INDEFINITE', 'Tiempo indeterminado', 'Permanent'],
    ['FIXED_TERM', 'Tiempo determinado', 'Fixed term'],
    ['TRIAL_PERIOD', 'Periodo de prueba', 'Trial period'],
    ['INITIAL_TRAINING', 'Capacitación inicial', 'Initial training'],
    ['SEASONAL', 'Temporada', 'Seasonal'],
    ['PROJECT', 'Por obra o proyecto', 'Per project'],
    ['INTERNSHIP', 'Prácticas profesionales', 'Internship'],
  ]),
  ...items(clas.blackListReasons, [
    ['JOB_ABANDONMENT', 'Abandono de trabajo', 'Job abandonment'],
    ['THEFT', 'Robo', 'Theft'],
    ['DOCUMENT_FORGERY', 'Falsificación de documentos', 'Document forgery'],
    ['INAPPROPRIATE_CONDUCT', 'Conducta inapropiada', 'Inappropriate conduct'],
    ['UNJUSTIFIED_ABSENCES', 'Faltas injustificadas', 'Unjustified absences'],
    ['SUBSTANCE_ABUSE', 'Consumo de alcohol o drogas', 'Alcohol or drug use'],
    ['VIOLENCE', 'Agresión o violencia', 'Aggression or violence'],
    ['HARASSMENT', 'Acoso', 'Harassment'],
    ['SAFETY_VIOLATION', 'Violación de normas de seguridad', 'Safety rule violation'],
    ['PROPERTY_DAMAGE', 'Daño a propiedad de la empresa', 'Damage to company property'],
    ['CLIENT_REQUEST', 'Solicitud del cliente', 'Client request'],
  ]),
  ...items(clas.rejectReasons, [
    [
      REQ_CANCELED_CODE,
      'Requerimiento cancelado',
      'Requirement canceled',
      'Asignado automáticamente al cancelar un requerimiento',
    ],
    [
      REQ_COVERED_CODE,
      'Posiciones cubiertas',
      'Positions covered',
      'Asignado automáticamente a los candidatos en proceso cuando se contratan todas las posiciones',
    ],
    [
      blacklistedReasonCode,
      'Candidato en lista negra',
      'Candidate blacklisted',
      'Asignado automáticamente a los procesos abiertos que se cierran al agregar al candidato a la lista negra',
    ],
    ['FAILED_INTERVIEW', 'No aprobó entrevista', 'Did not pass the interview'],
    ['PROFILE_MISMATCH', 'No cumple perfil', 'Does not meet the profile'],
    ['MEDICAL_UNFAVORABLE', 'Examen médico no favorable', 'Unfavorable medical exam'],
    ['FAILED_TEST', 'No aprobó examen técnico', 'Did not pass the technical test'],
    ['INCOMPLETE_DOCUMENTS', 'Documentación incompleta', 'Incomplete documentation'],
    ['OFFER_DECLINED', 'Rechazó oferta', 'Declined the offer'],
    ['SALARY_EXPECTATIONS', 'Expectativa salarial', 'Salary expectations'],
    ['SCHEDULE_UNAVAILABLE', 'Sin disponibilidad de horario', 'Schedule not available'],
    ['NEGATIVE_REFERENCES', 'Referencias laborales negativas', 'Negative work references'],
    ['BLACK_LIST', 'En lista negra', 'On the blacklist'],
    ['NOT_CONTACTABLE', 'No se logró contactar', 'Could not be contacted'],
  ]),
  ...items(clas.salaryType, [
    ['WEEKLY', 'Semanal', 'Weekly'],
    ['BIWEEKLY', 'Quincenal', 'Biweekly'],
    ['MONTHLY', 'Mensual', 'Monthly'],
    ['HOURLY', 'Por hora', 'Hourly'],
    ['DAILY', 'Diario', 'Daily'],
    ['ANNUAL', 'Anual', 'Annual'],
  ]),
  ...items(clas.englishLevels, [
    ['NONE', 'Ninguno', 'None'],
    ['A1', 'Básico (A1)', 'Beginner (A1)'],
    ['A2', 'Básico (A2)', 'Elementary (A2)'],
    ['B1', 'Intermedio (B1)', 'Intermediate (B1)'],
    ['B2', 'Intermedio avanzado (B2)', 'Upper intermediate (B2)'],
    ['C1', 'Avanzado (C1)', 'Advanced (C1)'],
    ['C2', 'Nativo/Bilingüe (C2)', 'Native/Bilingual (C2)'],
  ]),
  ...items(clas.recruitmentSource, [
    ['FACEBOOK', 'Facebook', 'Facebook'],
    ['INDEED', 'Indeed', 'Indeed'],
    ['OCC_MUNDIAL', 'OCC Mundial', 'OCC Mundial'],
    ['COMPUTRABAJO', 'Computrabajo', 'Computrabajo'],
    ['LINKEDIN', 'LinkedIn', 'LinkedIn'],
    ['REFERRAL', 'Referido', 'Referral', 'Recomendado por un empleado'],
    ['FLYER', 'Volante', 'Flyer'],
    ['RADIO', 'Radio', 'Radio'],
    ['JOB_FAIR', 'Ferias de empleo', 'Job fairs'],
    ['WALK_IN', 'Walk-in', 'Walk-in', 'Se presentó directamente en la planta u oficina'],
    ['COMPANY_WEBSITE', 'Página web de la empresa', 'Company website'],
    ['PERIFONEO', 'Perifoneo', 'Loudspeaker van'],
    [
      PUBLIC_PAGE_SOURCE_CODE,
      'Página pública',
      'Public page',
      'Solicitud desde la página pública de la empresa',
    ],
  ]),
  ...items(clas.techSoftware, [
    ['OFFICE', 'Microsoft Office', 'Microsoft Office'],
    ['ADOBE_READER', 'Adobe Acrobat Reader', 'Adobe Acrobat Reader'],
    ['AUTOCAD', 'AutoCAD', 'AutoCAD'],
    ['SOLIDWORKS', 'SolidWorks', 'SolidWorks'],
    ['MINITAB', 'Minitab', 'Minitab'],
    ['POWER_BI', 'Power BI', 'Power BI'],
  ]),
  ...items(clas.techSystems, [
    ['ERP', 'ERP', 'ERP'],
    ['PAYROLL', 'Nómina', 'Payroll'],
    ['TIME_CLOCK', 'Reloj checador', 'Time clock'],
    ['EMAIL', 'Correo electrónico', 'E-mail'],
    ['VPN', 'VPN', 'VPN'],
  ]),
  // the two business-system profiles: their names are the labels the tech-resources tab shows
  ...items(clas.techProfiles, [
    ['PROFILE_ONE', 'Perfil ERP', 'ERP profile'],
    ['PROFILE_TWO', 'Perfil de nómina', 'Payroll profile'],
  ]),
];

export const categorySeed = [
  { code: 'DIRECT', description: 'Personal directo: operadores de producción y puestos de línea' },
  {
    code: 'INDIRECT',
    description: 'Personal indirecto: técnicos, almacén, calidad, mantenimiento y apoyo a producción',
  },
  { code: 'ADMINISTRATIVE', description: 'Personal administrativo: oficinas, ingeniería y áreas de soporte' },
  { code: 'MANAGERIAL', description: 'Personal gerencial: jefaturas, gerencias y dirección' },
] as const satisfies readonly CategorySeed[];

/**
 * VacancyStatus rows: the working stage a vacancy is in (`current_status`, docs/domain.md#vacancy-status-and-stage). The names
 * are stored in English because they are keys; screens translate them.
 */
export const vacancyStatusSeed = [
  { name: 'Waiting approval' },
  { name: 'Approved' },
  { name: 'Recruiting' },
  { name: 'Interviews' },
  { name: 'Offer' },
  { name: 'Medical exam' },
  { name: 'Hired' },
  { name: 'Closed' },
  { name: 'Canceled' },
] as const satisfies readonly VacancyStatusSeed[];

/**
 * VacancyCandidateStatus rows (English keys, translated on screen): the five follow-up statuses
 * of `followUpStatuses`, then the interview stages a Pending candidate goes through.
 * `referral_id` is the 1-based position (= id when seeded in this order) of the follow-up status
 * a stage belongs to, so reports can fold stages into their status.
 */
const pendingReferral = followUpStatuses.indexOf('Pending') + 1;
const acceptedReferral = followUpStatuses.indexOf('Accepted') + 1;

export const vacancyCandidateStatusSeed: readonly VacancyCandidateStatusSeed[] = [
  ...followUpStatuses.map((name) => ({ name })),
  { name: 'Phone screening', referral_id: pendingReferral },
  { name: 'HR interview', referral_id: pendingReferral },
  { name: 'Technical interview', referral_id: pendingReferral },
  { name: 'Hiring manager interview', referral_id: pendingReferral },
  { name: 'Offer', referral_id: acceptedReferral },
  { name: 'Medical exam', referral_id: acceptedReferral },
  { name: 'Documentation', referral_id: acceptedReferral },
];
