import { useState } from 'react';
import { Button, CloseButton, Drawer, IconButton, Portal, Stack } from '@chakra-ui/react';
import { Menu as MenuIcon, UserPlus, LogIn } from 'lucide-react';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { CREATE_ACCOUNT_PATH, NAV_ITEMS, SIGN_IN_PATH } from './nav-items';

/** The hamburger menu below 768px: the same links as the desktop bar plus account actions. */
export function MobileNavDrawer() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="start" size="xs">
      <Drawer.Trigger asChild>
        <IconButton variant="ghost" aria-label="Open menu" hideFrom="md">
          <MenuIcon aria-hidden />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label="Mobile menu" gap="1">
                {NAV_ITEMS.map((item) => (
                  <Button key={item.to} asChild variant="ghost" justifyContent="flex-start">
                    <NavLink
                      to={item.to}
                      end={item.end}
                      onClick={close}
                      style={({ isActive }) => (isActive ? { fontWeight: 700 } : undefined)}
                    >
                      <item.icon aria-hidden />
                      {item.label}
                    </NavLink>
                  </Button>
                ))}
              </Stack>
            </Drawer.Body>
            <Drawer.Footer flexDirection="column" alignItems="stretch" gap="2">
              <Button asChild>
                <RouterLink to={SIGN_IN_PATH} onClick={close}>
                  <LogIn aria-hidden />
                  Sign In
                </RouterLink>
              </Button>
              <Button asChild variant="outline">
                <RouterLink to={CREATE_ACCOUNT_PATH} onClick={close}>
                  <UserPlus aria-hidden />
                  Create Account
                </RouterLink>
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
