import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Box, Button, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { userDisplayName, userInitial, type SessionUser } from './session-store';

/** The signed-in header button: avatar initial and the name (or the email's prefix). */
export const UserMenuTrigger = forwardRef<HTMLButtonElement, { user: SessionUser } & ComponentPropsWithoutRef<'button'>>(
  function UserMenuTrigger({ user, ...props }, ref) {
    const name = userDisplayName(user);
    return (
      <Button ref={ref} variant="ghost" size="sm" w="full" justifyContent="flex-start" px="1" aria-label={`Account menu for ${name}`} {...props}>
        <Box
          as="span"
          aria-hidden
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          boxSize="7"
          flexShrink={0}
          rounded="full"
          bg="brand.solid"
          color="brand.contrast"
          fontWeight="semibold"
          fontSize="sm"
        >
          {userInitial(user)}
        </Box>
        <Text as="span" truncate flex="1" textAlign="start">
          {name}
        </Text>
        <ChevronDown aria-hidden />
      </Button>
    );
  },
);
