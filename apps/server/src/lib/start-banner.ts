/**
 * The block `npm start` ends with (issue 26): the address and, on the first start, the admin login,
 * framed so it stands apart from build and log output above it.
 */
export function startBanner(o: {
  url: string;
  database: string;
  admin?: { username: string; password?: string };
  outboxDir?: string;
}): string {
  const lines = [
    `粤学已启动   ${o.url}`,
    `管理后台     ${o.url}/admin`,
    `API 文档     ${o.url}/api/docs`,
    `数据库       ${o.database}`,
  ];
  if (o.admin) {
    lines.push(
      o.admin.password
        ? `管理员账号   ${o.admin.username}   密码 ${o.admin.password}`
        : `管理员账号   ${o.admin.username}   密码来自 ADMIN_PASSWORD`,
    );
    if (o.admin.password)
      lines.push('             （仅显示这一次：请登录后在「用户中心 → 修改密码」中修改）');
  }
  if (o.outboxDir) lines.push(`邮件         未配置 SMTP，邮件写入开发发件箱 ${o.outboxDir}`);
  const rule = '═'.repeat(64);
  return `\n${rule}\n${lines.map((l) => `  ${l}`).join('\n')}\n${rule}\n\n`;
}
