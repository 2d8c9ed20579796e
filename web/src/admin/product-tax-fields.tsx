import { Grid, Input, NativeSelect } from '@chakra-ui/react';
import { GST_RATES } from '@fruit-shop/common/gst.rules';
import { FormField } from './admin-form-parts';

/**
 * The product's GST classification (issue 39, decision 0042): its HSN code and GST rate, which
 * its invoice lines print and charge. Checked with the server's rules (common/gst.rules).
 */
export function ProductTaxFields({
  hsnCode,
  gstRate,
  errors,
  onChange,
}: {
  hsnCode: string;
  gstRate: string;
  errors: { hsnCode?: string; gstRate?: string };
  onChange: (next: { hsnCode?: string; gstRate?: string }) => void;
}) {
  return (
    <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
      <FormField label="HSN Code" helper="4, 6 or 8 digits, e.g. 0804 (mangoes), 0802 (nuts)" error={errors.hsnCode}>
        <Input value={hsnCode} onChange={(e) => onChange({ hsnCode: e.target.value })} inputMode="numeric" maxLength={10} />
      </FormField>
      <FormField label="GST Rate" helper="Prices include it: 0 % for fresh fruit, 5 % for dry fruits" error={errors.gstRate}>
        <NativeSelect.Root>
          <NativeSelect.Field value={gstRate} onChange={(e) => onChange({ gstRate: e.target.value })}>
            {GST_RATES.map((rate) => (
              <option key={rate} value={String(rate)}>
                {rate === 0 ? '0 % (nil-rated)' : `${rate} %`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </Grid>
  );
}
