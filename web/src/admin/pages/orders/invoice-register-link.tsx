import { useState } from 'react';
import { Flex, Input, Link, Text } from '@chakra-ui/react';

/** This month in India time, as YYYY-MM. */
function thisMonth(now = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 7);
}

/**
 * The month's GST register as CSV (GET /api/admin/invoices.csv?month=YYYY-MM, decision 0042):
 * every invoice and credit note with taxable value and tax by rate, for the accountant.
 */
export function InvoiceRegisterLink() {
  const [month, setMonth] = useState(thisMonth);
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  return (
    <Flex gap="2" align="center" wrap="wrap" fontSize="sm" data-print="hide">
      <label htmlFor="invoice-register-month">
        <Text as="span" fontWeight="medium">
          GST register
        </Text>
      </label>
      <Input id="invoice-register-month" type="month" size="sm" w="11rem" value={month} onChange={(e) => setMonth(e.target.value)} />
      {valid ? (
        <Link href={`/api/admin/invoices.csv?month=${month}`} download color="green.800" textDecoration="underline" fontWeight="medium">
          Download invoices CSV
        </Link>
      ) : (
        <Text color="gray.700">Choose a month</Text>
      )}
    </Flex>
  );
}
