import type { FollowUpStatus } from '@rp/contract/enums';
import {
  IconCircleCheck,
  IconProgress,
  IconUserCancel,
  IconUserCheck,
  IconUserOff,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The icon of each follow-up status in its status box. */
export const followUpIcons: Record<FollowUpStatus, ReactNode> = {
  Pending: <IconProgress size={22} />,
  Accepted: <IconUserCheck size={22} />,
  Rejected: <IconUserCancel size={22} />,
  Hired: <IconCircleCheck size={22} />,
  NotAttend: <IconUserOff size={22} />,
};
