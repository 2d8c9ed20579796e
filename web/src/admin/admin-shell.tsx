import { Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { Box, Button, CloseButton, Drawer, Flex, Heading, Input, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { resetAdminClient } from './admin-client';
import { AdminShellProvider, type AdminIdentity } from './admin-context';
import { ADMIN_PAGES, type AdminPage } from './admin-pages';
import { ADMIN_LOGOUT } from './admin-operations';

/** The page named by `?page=` (a reload keeps it); the dashboard when absent or unknown. */
export function pageFromParam(value: string | null): AdminPage {
  return ADMIN_PAGES.find((page) => page.id === value) ?? ADMIN_PAGES[0];
}

function SidebarNav({ current, onChoose, collapsed = false }: { current: string; onChoose: (id: string) => void; collapsed?: boolean }) {
  return (
    <nav aria-label="Back office">
      <Stack as="ul" gap="1" listStyleType="none" p="0" m="0">
        {ADMIN_PAGES.map((page) => (
          <li key={page.id}>
            <Button
              variant={page.id === current ? 'solid' : 'ghost'}
              bg={page.id === current ? 'green.700' : undefined}
              color={page.id === current ? 'white' : 'gray.800'}
              justifyContent={collapsed ? 'center' : 'flex-start'}
              w="full"
              size="sm"
              aria-current={page.id === current ? 'page' : undefined}
              title={collapsed ? page.label : undefined}
              aria-label={collapsed ? page.label : undefined}
              onClick={() => onChoose(page.id)}
            >
              {collapsed ? page.label.charAt(0) : page.label}
            </Button>
          </li>
        ))}
      </Stack>
    </nav>
  );
}

/** The guarded dashboard's frame: sidebar (drawer on mobile), search, the admin, logout, the chosen page. */
export function AdminShell({ admin }: { admin: AdminIdentity }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const [search, setSearch] = useState('');
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [logout, { loading: loggingOut }] = useMutation(ADMIN_LOGOUT);

  const choose = (id: string) => {
    setDrawerOpen(false);
    if (id === page.id) {
      // The page's own entry leads back to its start (an order's page → the orders list).
      if (params.get('page') === id && [...params.keys()].length > 1) setParams(new URLSearchParams({ page: id }));
      return;
    }
    setSearch('');
    // A page's own parameters (the orders' filters, the delivery day's date) stay with it.
    setParams(new URLSearchParams({ page: id }));
  };

  async function signOut() {
    try {
      await logout();
    } catch {
      // The session ends on the server or expires on its own; the admin leaves either way.
    }
    resetAdminClient();
    void navigate('/admin-login', { replace: true });
  }

  const PageComponent = page.component;
  return (
    <AdminShellProvider admin={admin} search={search}>
      <Flex minH="100vh" bg="gray.50">
        <Box
          as="aside"
          data-print="hide"
          hideBelow="md"
          w={collapsed ? '16' : '60'}
          flexShrink={0}
          bg="white"
          borderEndWidth="1px"
          p="3"
          transition="width 0.2s"
        >
          <Flex justify={collapsed ? 'center' : 'space-between'} align="center" mb="4">
            {!collapsed && (
              <Text fontWeight="bold" color="green.800">
                FruitShop Admin
              </Text>
            )}
            <Button
              size="xs"
              variant="outline"
              aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              aria-expanded={!collapsed}
              onClick={() => setCollapsed((c) => !c)}
            >
              {collapsed ? '»' : '«'}
            </Button>
          </Flex>
          <SidebarNav current={page.id} onChoose={choose} collapsed={collapsed} />
        </Box>

        <Drawer.Root open={drawerOpen} onOpenChange={(e) => setDrawerOpen(e.open)} placement="start" size="xs">
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content>
                <Drawer.Header>
                  <Drawer.Title>FruitShop Admin</Drawer.Title>
                </Drawer.Header>
                <Drawer.Body>
                  <SidebarNav current={page.id} onChoose={choose} />
                </Drawer.Body>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label="Close menu" />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>

        <Flex direction="column" flex="1" minW="0">
          <Flex as="header" data-print="hide" bg="white" borderBottomWidth="1px" px={{ base: '3', md: '6' }} py="3" gap="3" align="center" wrap="wrap">
            <Button hideFrom="md" size="sm" variant="outline" aria-label="Open menu" onClick={() => setDrawerOpen(true)}>
              ☰
            </Button>
            <Box flex="1" minW="40" maxW="md">
              <label htmlFor="admin-search" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                Search
              </label>
              <Input id="admin-search" type="search" size="sm" placeholder="Search..." value={search} onChange={(e) => setSearch(e.target.value)} />
            </Box>
            <Box textAlign="end" hideBelow="sm">
              <Text fontWeight="semibold" fontSize="sm" data-testid="admin-name">
                {admin.name}
              </Text>
              <Text fontSize="xs" color="gray.600">
                {admin.email}
              </Text>
            </Box>
            <Button size="sm" variant="outline" onClick={() => void signOut()} disabled={loggingOut}>
              Logout
            </Button>
          </Flex>
          <Box as="main" flex="1" p={{ base: '3', md: '6' }} minW="0">
            <Heading as="h1" size="lg" mb="4">
              {page.label}
            </Heading>
            <Suspense
              fallback={
                <Flex justify="center" py="10" role="status" aria-label="Loading">
                  <Spinner color="green.700" />
                </Flex>
              }
            >
              <PageComponent key={page.id} />
            </Suspense>
          </Box>
        </Flex>
      </Flex>
    </AdminShellProvider>
  );
}
