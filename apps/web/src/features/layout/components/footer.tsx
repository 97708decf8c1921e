import { MailOutlined, TeamOutlined, WechatOutlined } from '@ant-design/icons';
import { useId, useState, type ReactNode } from 'react';
import { isSafeUrl } from '@yuexue/contract';
import { useGeneralSettings } from '../../../lib/site-settings';
import { useMenu, type NavLink } from '../api/menus';
import { MenuLink } from './menu-link';

const QUICK_LINKS_FALLBACK: NavLink[] = [{ key: 'home', title: '首页', url: '/' }];
const RESOURCES_FALLBACK: NavLink[] = [
  { key: 'dictionary', title: '粤语词典', url: '/dictionary' },
];

function LinkGroup({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="yx-footer__title">{title}</h2>
      <ul className="yx-footer__list">
        {links.map((l) => (
          <li key={l.key}>
            <MenuLink url={l.url}>{l.title}</MenuLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A social icon that opens the QR code of the general settings on hover, tap or keyboard focus.
 * Plain markup and CSS (no antd Popover): the footer is on every page and drawn at start.
 */
function QrIcon({
  label,
  image,
  caption,
  icon,
}: {
  label: string;
  image: string;
  caption: string;
  icon: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const popup = useId();
  if (!image || !isSafeUrl(image)) return null;
  return (
    <span
      className={open ? 'yx-footer__qr-anchor is-open' : 'yx-footer__qr-anchor'}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <button
        type="button"
        className="yx-footer__social"
        aria-label={label}
        aria-expanded={open}
        aria-controls={popup}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
      >
        {icon}
      </button>
      <span id={popup} className="yx-footer__qr-popup">
        <figure className="yx-footer__qr">
          <img src={image} alt={label} width={140} height={140} loading="lazy" />
          <figcaption>{caption}</figcaption>
        </figure>
      </span>
    </span>
  );
}

/** public-site §2 Footer: two server-driven link groups, contact column, copyright and filing number. */
export function Footer() {
  const settings = useGeneralSettings();
  const quickLinks = useMenu({ position: 'footer', category: 'quick_links' }, QUICK_LINKS_FALLBACK);
  const resources = useMenu({ position: 'footer', category: 'resources' }, RESOURCES_FALLBACK);
  const year = new Date().getFullYear();

  return (
    <footer className="yx-footer">
      <div className="yx-footer__inner">
        <div className="yx-footer__grid">
          <div className="yx-footer__about">
            <div className="yx-footer__brand">{settings.site_name}</div>
            <p className="yx-footer__desc">{settings.site_description}</p>
          </div>
          <div>
            <LinkGroup title="快速链接" links={quickLinks} />
          </div>
          <div>
            <LinkGroup title="学习资源" links={resources} />
          </div>
          <div className="yx-footer__contact">
            <h2 className="yx-footer__title">联系我们</h2>
            {settings.contact_email && (
              <a className="yx-footer__email" href={`mailto:${settings.contact_email}`}>
                <MailOutlined /> {settings.contact_email}
              </a>
            )}
            <div className="yx-footer__socials">
              <QrIcon
                label="微信公众号"
                image={settings.homepage_qr_image1}
                caption={settings.homepage_qr_desc1}
                icon={<WechatOutlined />}
              />
              <QrIcon
                label="学习交流群"
                image={settings.homepage_qr_image2}
                caption={settings.homepage_qr_desc2}
                icon={<TeamOutlined />}
              />
              {settings.contact_email && (
                <a
                  className="yx-footer__social"
                  href={`mailto:${settings.contact_email}`}
                  aria-label="发送邮件"
                >
                  <MailOutlined />
                </a>
              )}
            </div>
          </div>
        </div>
        <div className="yx-footer__copyright">
          <span>
            © {year} {settings.site_name}
          </span>
          {settings.icp_number && (
            <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
              {settings.icp_number}
            </a>
          )}
        </div>
      </div>
    </footer>
  );
}
