import { HomeOutlined, InfoCircleOutlined, ReadOutlined, StarOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';

/** The navbar icon names of public-site §2 (contract NAVBAR_ICONS). */
const ICONS: Record<string, ReactNode> = {
  home: <HomeOutlined />,
  class: <ReadOutlined />,
  collect: <StarOutlined />,
  info: <InfoCircleOutlined />,
};

export const navIcon = (name: string | undefined): ReactNode =>
  name ? ICONS[name.replace(/\.(svg|png)$/i, '')] : undefined;
