import { useQuery } from '@apollo/client/react';
import { Text } from '@chakra-ui/react';
import { notServiceableMessage } from '@fruit-shop/common/delivery.rules';
import { AddressDeliveryCheckQuery } from './account-operations';

const PINCODE = /^[1-9]\d{5}$/;

/**
 * Under an address form's pincode: whether the shop delivers there (issue 29 part 2), so a
 * customer learns it while saving the address, long before checkout or payment.
 */
export function PincodeDeliveryNotice({ pincode }: { pincode: string }) {
  const code = pincode.trim();
  const valid = PINCODE.test(code);
  const { data } = useQuery(AddressDeliveryCheckQuery, { skip: !valid, variables: { pincode: code } });
  const answer = valid && data?.deliverySlots.pincode === code ? data.deliverySlots : null;
  return (
    <Text role="status" fontSize="sm" minH="5" color={answer && !answer.serviceable ? 'red.700' : 'green.700'}>
      {answer ? (answer.serviceable ? `We deliver to ${code}.` : notServiceableMessage(code)) : null}
    </Text>
  );
}
