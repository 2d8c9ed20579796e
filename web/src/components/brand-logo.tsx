import { Box, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** Apple mark + word mark, linking home. The mark is decorative; the link is named by the text. */
export function BrandLogo() {
  return (
    <HStack asChild gap="2" flexShrink={0} rounded="md" focusRing="outside">
      <RouterLink to="/">
        <Box
          aria-hidden
          display="grid"
          placeItems="center"
          boxSize={{ base: '8', md: '9' }}
          rounded="full"
          bg="brand.subtle"
        >
          {/* The shop's mark is the Fluent Emoji red apple (MIT), shipped as /favicon.svg, so it
              does not depend on the visitor having an emoji font. */}
          <img src="/favicon.svg" alt="" width={22} height={22} />
        </Box>
        <Text fontFamily="heading" fontWeight="bold" fontSize={{ base: 'lg', md: 'xl' }} color="brand.fg">
          Fruit<Text as="span" color="fg">Shop</Text>
        </Text>
      </RouterLink>
    </HStack>
  );
}
