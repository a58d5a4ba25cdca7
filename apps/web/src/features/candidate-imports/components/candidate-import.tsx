import { Alert, Button, Group, Stack, Stepper, Text } from '@mantine/core';
import type { ImportCheck, ImportPreview } from '@rp/contract/entities';
import { IconAlertCircle, IconArrowLeft, IconChecklist, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorLines } from '../../../components/feedback/notify';
import { useIsPhone } from '../../../components/layout/use-is-phone';
import { useCheckCandidateImport } from '../api/check-candidate-import';
import { useCandidateImport } from '../api/get-candidate-import';
import { useStartCandidateImport } from '../api/start-candidate-import';
import { ImportCheckResult } from './import-check-result';
import { ImportFileSummary } from './import-file-summary';
import { columnName } from './import-labels';
import { type ImportMapping, ImportMappingTable } from './import-mapping';
import { type ImportDuplicates, ImportOptions } from './import-options';
import { ImportProgress } from './import-progress';
import { ImportUpload } from './import-upload';

const steps = ['upload', 'map', 'check', 'import'] as const;
type Step = (typeof steps)[number];

/**
 * The candidate import, step by step (issue 30, part 2): upload a spreadsheet, say what each
 * column is, check every row without saving (the dry run), then import in the background and
 * follow it — undoing it while the server allows. Changing the mapping or the choices after a
 * check drops it: the import always writes what was last checked.
 */
export function CandidateImport() {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const [step, setStep] = useState<Step>('upload');
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>([]);
  const [duplicates, setDuplicates] = useState<ImportDuplicates>('update');
  const [defaultCategory, setDefaultCategory] = useState<number | null>(null);
  const [check, setCheck] = useState<ImportCheck | null>(null);
  const [checkError, setCheckError] = useState<string | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [importId, setImportId] = useState<number | null>(null);
  const runCheck = useCheckCandidateImport();
  const start = useStartCandidateImport();
  const progress = useCandidateImport(importId);
  const isFinished = progress.data !== undefined && progress.data.status !== 'importing';

  const hasCategoryColumn = mapping.includes('category');
  const hasMappedColumn = mapping.some((field) => field !== null);
  // the whole name is kept only without split name columns (contract `importFields`)
  const fullNameColumn = mapping.indexOf('full_name');
  const isFullNameIgnored =
    fullNameColumn >= 0 && (mapping.includes('names') || mapping.includes('last_name'));

  const restart = () => {
    setStep('upload');
    setPreview(null);
    setMapping([]);
    setDuplicates('update');
    setDefaultCategory(null);
    setCheck(null);
    setCheckError(null);
    setStartError(null);
    setImportId(null);
  };

  const handleUploaded = (uploaded: ImportPreview) => {
    setPreview(uploaded);
    setMapping(uploaded.mapping);
    setCheck(null);
    setStep('map');
  };

  /** Any change to what the check read drops its answer. */
  const changed =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setCheck(null);
    };

  const handleCheck = async () => {
    if (!preview) return;
    setCheckError(null);
    try {
      const answer = await runCheck.mutateAsync({
        id: preview.id,
        body: {
          mapping,
          duplicates,
          default_category: hasCategoryColumn ? null : defaultCategory,
        },
      });
      setCheck(answer);
      setStep('check');
    } catch (error) {
      setCheckError(apiErrorLines(error, t).join(' '));
    }
  };

  const handleStart = async () => {
    if (!check) return;
    setStartError(null);
    try {
      const status = await start.mutateAsync(check.id);
      setImportId(status.id);
      setStep('import');
    } catch (error) {
      setStartError(apiErrorLines(error, t).join(' '));
    }
  };

  const active = steps.indexOf(step);
  /**
   * A step the recruiter may go to before the import starts: an earlier one, or the check's answer
   * while it still holds (nothing changed since).
   */
  const canSelect = (target: Step) =>
    importId === null &&
    target !== step &&
    (steps.indexOf(target) < active || (target === 'check' && check !== null));
  const stepProps = (name: Step) => {
    const label = t(`candidates.candidate_import.steps.${name}`);
    // on a phone the step is a bare icon: its name says which step it is, so it is never taken for
    // the button of the same word ("Check")
    const numbered = t('candidates.candidate_import.steps.current', {
      number: steps.indexOf(name) + 1,
      total: steps.length,
      name: label,
    });
    return isPhone
      ? { 'aria-label': numbered, allowStepSelect: canSelect(name) }
      : {
          label,
          description: t(`candidates.candidate_import.steps.${name}_hint`),
          allowStepSelect: canSelect(name),
        };
  };

  return (
    <Stack gap="md">
      <Stepper
        active={isFinished ? steps.length : active}
        onStepClick={(index) => {
          const target = steps[index];
          if (target && canSelect(target)) setStep(target);
        }}
        size="sm"
        iconSize={isPhone ? 44 : undefined}
        wrap={!isPhone}
      >
        <Stepper.Step {...stepProps('upload')} />
        <Stepper.Step {...stepProps('map')} />
        <Stepper.Step {...stepProps('check')} />
        <Stepper.Step {...stepProps('import')} />
      </Stepper>
      {isPhone && (
        <Text fw={600}>
          {t('candidates.candidate_import.steps.current', {
            number: active + 1,
            total: steps.length,
            name: t(`candidates.candidate_import.steps.${step}`),
          })}
        </Text>
      )}

      {step === 'upload' && <ImportUpload onUploaded={handleUploaded} />}

      {preview && step !== 'upload' && step !== 'import' && (
        <ImportFileSummary preview={preview} onReplace={restart} />
      )}

      {step === 'map' && preview && (
        <Stack gap="md">
          <Alert
            color={preview.remembered ? 'teal' : 'blue'}
            icon={<IconInfoCircle size={18} aria-hidden />}
            data-testid="import-mapping-origin"
          >
            {t(
              preview.remembered
                ? 'candidates.candidate_import.mapping.remembered'
                : 'candidates.candidate_import.mapping.guessed',
            )}
          </Alert>
          <Text size="sm">{t('candidates.candidate_import.mapping.hint')}</Text>
          <ImportMappingTable preview={preview} mapping={mapping} onChange={changed(setMapping)} />
          <ImportOptions
            hasCategoryColumn={hasCategoryColumn}
            defaultCategory={defaultCategory}
            onDefaultCategory={changed(setDefaultCategory)}
            duplicates={duplicates}
            onDuplicates={changed(setDuplicates)}
          />
          {isFullNameIgnored && preview && (
            <Text size="sm" c="orange.9" role="status">
              {t('candidates.candidate_import.mapping.full_name_ignored', {
                column: columnName(t, preview.headers, fullNameColumn),
              })}
            </Text>
          )}
          {!hasMappedColumn && (
            <Text size="sm" c="red.9" role="status">
              {t('candidates.candidate_import.mapping.none_mapped')}
            </Text>
          )}
          {checkError && (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {checkError}
            </Alert>
          )}
          <Group justify="space-between" gap="sm">
            <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={restart}>
              {t('common.actions.back')}
            </Button>
            <Button
              leftSection={<IconChecklist size={16} aria-hidden />}
              onClick={() => void handleCheck()}
              loading={runCheck.isPending}
              disabled={!hasMappedColumn}
            >
              {t('candidates.candidate_import.check.run')}
            </Button>
          </Group>
        </Stack>
      )}

      {step === 'check' && check && (
        <Stack gap="md">
          <ImportCheckResult
            check={check}
            mapping={mapping}
            onBack={() => setStep('map')}
            onStart={() => void handleStart()}
            isStarting={start.isPending}
          />
          {startError && (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {startError}
            </Alert>
          )}
        </Stack>
      )}

      {step === 'import' && importId !== null && <ImportProgress query={progress} onRestart={restart} />}
    </Stack>
  );
}
