import { TextInput, type TextInputProps } from '@mantine/core';
import { formatNumberInput, type NumberKind, readNumber, translate } from '@rp/contract';
import { type ChangeEvent, type FocusEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A number field's value in a form: a number, '' when empty, or the typed text it refused. */
export type NumberFieldValue = number | string;

export type NumberFieldProps = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> & {
  value?: NumberFieldValue | null;
  /** A number once the text reads as one, '' when empty, the typed text itself when refused. */
  onChange?: (value: NumberFieldValue) => void;
  /** More decimals than this are refused (an amount: 2). */
  maxDecimals?: number;
};

const shown = (value: NumberFieldValue | null | undefined, kind: NumberKind) =>
  typeof value === 'number' ? formatNumberInput(value, kind) : (value ?? '');

/**
 * The one way the web takes a typed number (docs/decisions.md#typed-numbers): a text field read by
 * the contract's `readNumber`, so `5,8` and `5.8` are both 5.8 and a text that could mean two
 * numbers is refused with a field message instead of being stored as a different one (a bare
 * NumberInput dropped the comma: `5,8` became 58). The form gets a number; a refused text stays in
 * the form as typed, so its schema keeps the form from submitting and nothing typed is lost. On
 * blur the field shows the number it read (`15000,5` → `15,000.50`).
 */
function NumberField({
  kind,
  value,
  onChange,
  onBlur,
  error,
  maxDecimals,
  ...rest
}: NumberFieldProps & { kind: NumberKind }) {
  const { i18n } = useTranslation();
  const [text, setText] = useState(() => shown(value, kind));
  /** The value last given to the form, and the value prop of the last render. */
  const [handed, setHanded] = useState(value);
  const [seen, setSeen] = useState(value);
  const [isBlurred, setIsBlurred] = useState(false);
  // the form set a value of its own (a record loaded, a reset, a draft restored): show it
  if (!Object.is(value, seen)) {
    setSeen(value);
    if (!Object.is(value, handed)) {
      setHanded(value);
      setText(shown(value, kind));
    }
  }
  const reading = readNumber(text, { kind, maxDecimals });
  const refusal = reading.ok
    ? null
    : translate(i18n.language === 'en' ? 'en' : 'es', reading.message, reading.params);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.currentTarget.value;
    const read = readNumber(next, { kind, maxDecimals });
    const nextValue = read.ok ? (read.value ?? '') : next;
    setText(next);
    setHanded(nextValue);
    onChange?.(nextValue);
  };
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    setIsBlurred(true);
    if (reading.ok && reading.value !== null) setText(formatNumberInput(reading.value, kind));
    onBlur?.(event);
  };

  return (
    <TextInput
      inputMode={kind === 'integer' ? 'numeric' : 'decimal'}
      autoComplete="off"
      {...rest}
      value={text}
      onChange={handleChange}
      onBlur={handleBlur}
      error={refusal !== null && (isBlurred || Boolean(error)) ? refusal : error}
    />
  );
}

/** A decimal without thousands (percentages, coordinates): `5,8` and `5.8` are 5.8. */
export function DecimalField(props: NumberFieldProps) {
  return <NumberField kind="decimal" {...props} />;
}

/**
 * An amount (salaries, offers, targets): thousands and two decimals, written either way
 * (`15,000.50`, `15000,50`, `15.000,50`); `isMoney` shows the `$` beside it.
 */
export function AmountField({ isMoney = false, ...props }: NumberFieldProps & { isMoney?: boolean }) {
  return (
    <NumberField
      kind="amount"
      leftSection={isMoney ? '$' : undefined}
      leftSectionPointerEvents="none"
      {...props}
    />
  );
}

/** A whole number (counts, ports, orders): `5,8` is refused, never read as 58. */
export function IntegerField(props: NumberFieldProps) {
  return <NumberField kind="integer" {...props} />;
}
