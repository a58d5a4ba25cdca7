import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type CandidateForm, useCandidateFieldProps } from './candidate-field-props';
import { CandidateFormSection } from './candidate-form-section';
import { CandidateLocationFields } from './candidate-location-fields';

/** The contact part of the full candidate form: e-mail, phone, address, state and city, emergency contact. */
export function CandidateContactSection({ form }: { form: CandidateForm }) {
  const { t } = useTranslation();
  const { text } = useCandidateFieldProps(form);
  return (
    <CandidateFormSection title={t('candidates.sections.contact')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput {...text('email')} type="email" />
        <TextInput {...text('phone_number')} type="tel" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput {...text('address')} />
        <TextInput {...text('colony')} />
        <TextInput {...text('postal_code')} maxLength={5} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CandidateLocationFields
          state={form.values.state}
          city={form.values.city}
          stateError={form.errors.state}
          cityError={form.errors.city}
          onStateChange={(value) => form.setFieldValue('state', value)}
          onCityChange={(value) => form.setFieldValue('city', value)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput {...text('emergency_name')} />
        <TextInput {...text('emergency_phone')} type="tel" />
      </SimpleGrid>
    </CandidateFormSection>
  );
}
