import {
  type AdminSchemas,
  admin,
  checkOperatorName,
  checkOperatorPassword,
  EnumLabels,
  type OperatorRole,
  ROLE_LABELS,
} from '../../lib/admin';
import { formatTime } from '../../lib/format';
import { CrudPage } from '../../ui/crud-page';
import type { FormValues } from '../../ui/form-dialog';

type Operator = AdminSchemas['Operator'];

const roleOptions = Object.entries(ROLE_LABELS).map(([value, label]) => ({ value, label }));
const fields = [
  { name: 'name', label: '账号', when: (v: FormValues) => v.existing !== 'true', check: checkOperatorName },
  { name: 'role', label: '角色', kind: 'select' as const, options: roleOptions },
  {
    name: 'password',
    label: '密码',
    kind: 'password' as const,
    hint: (v: FormValues) => (v.existing === 'true' ? '留空则不改密码' : undefined),
    check: (v: string, all: FormValues) => (all.existing === 'true' && !v ? null : checkOperatorPassword(v)),
  },
  {
    name: 'disabled',
    label: '停用',
    kind: 'checkbox' as const,
    when: (v: FormValues) => v.existing === 'true',
  },
  {
    name: 'unlock',
    label: '解除锁定（密码错误次数过多被锁定）',
    kind: 'checkbox' as const,
    when: (v: FormValues) => v.locked === 'true',
  },
];

/** Operator accounts: create with a role, change role or password, disable; the server keeps one admin. */
export default function OperatorsPage() {
  return (
    <CrudPage<Operator>
      title="运营账号"
      noun="账号"
      operation="listOperators"
      load={({ page, pageSize }, signal) => admin.listOperators({ currentPage: page, pageSize }, { signal })}
      rowKey={(o) => o.id}
      columns={[
        { key: 'name', title: '账号', render: (o) => o.name },
        { key: 'role', title: '角色', render: (o) => ROLE_LABELS[o.role] },
        {
          key: 'state',
          title: '状态',
          render: (o) =>
            o.disabled ? (
              <span className="text-danger">{EnumLabels.OperatorDisabled.true}</span>
            ) : o.lockedUntil ? (
              <span className="text-danger">已锁定至 {formatTime(o.lockedUntil)}</span>
            ) : (
              <span className="text-success">{EnumLabels.OperatorDisabled.false}</span>
            ),
        },
        { key: 'login', title: '最近登录', render: (o) => formatTime(o.lastLoginTime) },
        { key: 'created', title: '创建时间', render: (o) => formatTime(o.createTime) },
      ]}
      fields={fields}
      empty={{ name: '', role: 'operator', password: '', disabled: 'false' }}
      valuesOf={(o) => ({
        existing: 'true',
        name: o.name,
        role: o.role,
        password: '',
        disabled: String(o.disabled),
        locked: String(Boolean(o.lockedUntil)),
        unlock: 'false',
      })}
      create={(v) =>
        admin.createOperator({
          name: (v.name ?? '').trim(),
          password: v.password ?? '',
          role: v.role as OperatorRole,
        })
      }
      update={(o, v) =>
        admin.updateOperator(o.id, {
          role: v.role as OperatorRole,
          disabled: v.disabled === 'true',
          ...(v.password ? { password: v.password } : {}),
          ...(v.unlock === 'true' ? { unlock: true as const } : {}),
        })
      }
    />
  );
}
