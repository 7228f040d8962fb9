/**
 * A form as its bound fields (DateRangeFields, ChoiceSelect) use it: the values, an edit, and the message under a
 * field (undefined: none). A filter form makes one and hands it to each field.
 */
export interface FieldBinding<T> {
  form: T;
  onChange: (patch: Partial<T>) => void;
  errorOf: (field: keyof T) => string | undefined;
}
