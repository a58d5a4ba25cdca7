import { useTranslation } from 'react-i18next';

/**
 * The branded shell of index.html (its `boot-*` styles live there), drawn again by React while the
 * first route's code and data load, so the screen never goes blank between the two
 * (docs/decisions.md "Cold load: the first screen after sign-in").
 */
export function BootShell() {
  const { t } = useTranslation();
  return (
    <>
      <div className="boot-bar">
        <svg className="boot-logo" viewBox="0 0 32 32" aria-hidden="true">
          <rect width="32" height="32" rx="6" fill="#fff" />
          <path
            d="M9 23V9h7a4.5 4.5 0 0 1 0 9h-7m7 0 5 5"
            stroke="#277e37"
            strokeWidth="3"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span>Recruitment Platform</span>
      </div>
      <div className="boot-body">
        <div className="boot-spinner" role="status" aria-label={t('common.table.loading')} />
      </div>
    </>
  );
}
