import { Button, FileInput, Group, Stack } from '@mantine/core';
import type { Candidate } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/feedback/form-errors';
import { apiErrorLines, showSaved } from '../../../components/feedback/notify';
import { uploadMaxMb } from '../../../components/files/file-upload';
import { FormModal } from '../../../components/form/form-modal';
import { SearchSelect } from '../../../components/form/search-select';
import { useUploadCv } from '../api/upload-cv';

const candidateLabel = (candidate: Candidate) =>
  [candidate.full_name, candidate.curp].filter(Boolean).join(' · ');

/** Upload a CV (PDF or office document) for a candidate searched on the server. */
export function CvUploadModal(props: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [candidate, setCandidate] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ candidate?: string; file?: string }>({});
  const [formError, setFormError] = useState<string[]>([]);
  const upload = useUploadCv();

  const close = () => {
    setCandidate(null);
    setFile(null);
    setErrors({});
    setFormError([]);
    props.onClose();
  };

  const handleSubmit = async () => {
    const next = {
      candidate: candidate ? undefined : t('validation.required'),
      file: !file
        ? t('validation.required')
        : file.size > uploadMaxMb * 1024 * 1024
          ? t('errors.file_too_large', { mb: uploadMaxMb })
          : undefined,
    };
    setErrors(next);
    if (next.candidate || next.file || !file || !candidate) return;
    setFormError([]);
    try {
      await upload.mutateAsync({ file, candidate });
      showSaved(t, t('blacklist.curriculums.uploaded'));
      close();
    } catch (error) {
      setFormError(apiErrorLines(error, t));
    }
  };

  return (
    <FormModal
      isDirty={candidate !== null || file !== null}
      opened={props.opened}
      onClose={close}
      title={t('blacklist.curriculums.upload_title')}
      size="lg"
    >
      <Stack>
        <FormErrors lines={formError} />
        <SearchSelect
          resource={resources.candidates}
          label={t('blacklist.curriculums.candidate')}
          placeholder={t('blacklist.form.candidate_placeholder')}
          nothingFoundMessage={t('common.table.empty')}
          withAsterisk
          labelOf={candidateLabel}
          value={candidate}
          onChange={(value) => {
            setCandidate(value);
            setErrors((current) => ({ ...current, candidate: undefined }));
          }}
          error={errors.candidate}
        />
        <FileInput
          label={t('blacklist.curriculums.file')}
          withAsterisk
          clearable
          accept="application/pdf,.pdf,.doc,.docx"
          leftSection={<IconUpload size={16} />}
          placeholder={t('common.files.drop')}
          description={t('common.files.max_size', { mb: uploadMaxMb })}
          value={file}
          onChange={(picked) => {
            setFile(picked);
            setErrors((current) => ({ ...current, file: undefined }));
          }}
          error={errors.file}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.actions.cancel')}
          </Button>
          <Button loading={upload.isPending} onClick={handleSubmit}>
            {t('blacklist.curriculums.upload')}
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}
