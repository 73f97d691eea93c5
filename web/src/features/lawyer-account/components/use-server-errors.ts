import type { FormInstance } from 'antd';
import { useEffect } from 'react';
import type { FormFieldError } from '../../../ui/server-field-errors';

/** Shows the server's per-field messages under their fields whenever a new set arrives. */
export function useServerErrors(form: FormInstance, errors: readonly FormFieldError[]): void {
  useEffect(() => {
    if (errors.length > 0) form.setFields(errors.map((error) => ({ name: error.name, errors: error.errors })));
  }, [form, errors]);
}
