import {
  Card,
  Group,
  SimpleGrid,
  type SimpleGridProps,
  Skeleton,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One box: a status, its colour and count; a link to the list it counts, or a filter of the list beside it. */
export type StatusBox<K extends string> = {
  key: K;
  label: string;
  color: string;
  count: number | undefined;
  icon?: ReactNode;
  /** The count's test id (`status-count-Pending`); `boxTestId` names the whole box. */
  countTestId: string;
  boxTestId?: string;
  /** The list the box counts (a link), or null. */
  href?: string | null;
  /** What pressing the box does, in the UI language. */
  title?: string;
};

/** The three sizes the lists and boards use: a list's filters, a board's figures, the follow-up's overview. */
const sizes = {
  sm: { padding: 'sm', skeleton: { h: 28, w: 48 }, fz: 24, icon: 40, iconFrom: 'xs' },
  md: { padding: 'sm', skeleton: { h: 28, w: 56 }, fz: 26, icon: 44, iconFrom: undefined },
  lg: { padding: 'md', skeleton: { h: 32, w: 60 }, fz: 28, icon: 44, iconFrom: undefined },
} as const;

/**
 * Counts per status as coloured boxes (docs/domain.md#dashboards): each box links to the list it
 * counts (`href`), or, with `onSelect`, filters the list beside it (pressed while it does).
 */
export function StatusBoxes<K extends string>(props: {
  boxes: readonly StatusBox<K>[];
  isLoading: boolean;
  label: string;
  size: keyof typeof sizes;
  cols: SimpleGridProps['cols'];
  /** The boxes are the ways to the lists they count (a `nav`), not a group of figures. */
  isNav?: boolean;
  spacing?: SimpleGridProps['spacing'];
  selected?: K | null;
  onSelect?: (key: K | null) => void;
}) {
  const size = sizes[props.size];
  const { onSelect } = props;
  return (
    <SimpleGrid
      component={props.isNav ? 'nav' : undefined}
      role={props.isNav ? undefined : 'group'}
      cols={props.cols}
      spacing={props.spacing ?? 'sm'}
      aria-label={props.label}
    >
      {props.boxes.map((box) => {
        const isSelected = props.selected === box.key;
        const figure = (
          <>
            <Text size="sm" c="dimmed" fw={500}>
              {box.label}
            </Text>
            {props.isLoading ? (
              <Skeleton h={size.skeleton.h} w={size.skeleton.w} mt={4} />
            ) : (
              <Text fz={size.fz} fw={700} data-testid={box.countTestId}>
                {box.count ?? 0}
              </Text>
            )}
          </>
        );
        const card = (
          <Card
            withBorder
            radius="md"
            padding={size.padding}
            data-testid={box.boxTestId}
            data-color={box.color}
            style={{
              borderLeft: `4px solid var(--mantine-color-${box.color}-6)`,
              outline: isSelected ? `2px solid var(--mantine-color-${box.color}-6)` : undefined,
            }}
            bg={`var(--mantine-color-${box.color}-light)`}
          >
            {box.icon ? (
              <Group justify="space-between" wrap="nowrap">
                <div>{figure}</div>
                <ThemeIcon
                  color={box.color}
                  variant="light"
                  size={size.icon}
                  radius="md"
                  visibleFrom={size.iconFrom}
                >
                  {box.icon}
                </ThemeIcon>
              </Group>
            ) : (
              figure
            )}
          </Card>
        );
        if (onSelect)
          return (
            <UnstyledButton
              key={box.key}
              aria-pressed={isSelected}
              title={box.title}
              onClick={() => onSelect(isSelected ? null : box.key)}
            >
              {card}
            </UnstyledButton>
          );
        if (box.href)
          return (
            <UnstyledButton key={box.key} component={Link} to={box.href} display="block" title={box.title}>
              {card}
            </UnstyledButton>
          );
        return <div key={box.key}>{card}</div>;
      })}
    </SimpleGrid>
  );
}
