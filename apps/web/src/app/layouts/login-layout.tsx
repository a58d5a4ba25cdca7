import { Box, Center } from '@mantine/core';
import { Outlet } from 'react-router';

export function LoginLayout() {
  return (
    <Box mih="100vh" bg="linear-gradient(135deg, var(--mantine-color-green-8), var(--mantine-color-teal-6))">
      <Center mih="100vh" p="md">
        <Outlet />
      </Center>
    </Box>
  );
}
