// The words of the payroll deductions export: its dialog and the file's columns.
import { defineMessage, defineMessages } from 'react-intl';

export const payrollMessages = defineMessages({
  open: { id: 'bills.payroll.open', defaultMessage: 'Export payroll deductions' },
  title: { id: 'bills.payroll.title', defaultMessage: 'Export payroll deductions' },
  intro: {
    id: 'bills.payroll.intro',
    defaultMessage:
      "One line per person from the month's user bills: the salary deductions to withhold and the employer's share, with a total line. Generate the month's user and tenant bills first.",
  },
  tenant: { id: 'bills.payroll.tenant', defaultMessage: 'Tenant' },
  month: { id: 'bills.payroll.month', defaultMessage: 'Month' },
  monthRequired: { id: 'bills.payroll.monthRequired', defaultMessage: 'Please choose the month' },
  submit: { id: 'bills.payroll.submit', defaultMessage: 'Export' },
  close: { id: 'bills.payroll.close', defaultMessage: 'Close' },
  failed: { id: 'bills.payroll.failed', defaultMessage: 'Failed to export the payroll deductions' },
  email: { id: 'bills.payroll.column.email', defaultMessage: 'E-mail' },
  name: { id: 'bills.payroll.column.name', defaultMessage: 'Name' },
  from: { id: 'bills.payroll.column.from', defaultMessage: 'From' },
  till: { id: 'bills.payroll.column.till', defaultMessage: 'Till' },
  items: { id: 'bills.payroll.column.items', defaultMessage: 'Items' },
  deduction: { id: 'bills.payroll.column.deduction', defaultMessage: 'Salary deduction' },
  employerShare: { id: 'bills.payroll.column.employerShare', defaultMessage: "Employer's share" },
  total: { id: 'bills.payroll.column.total', defaultMessage: 'Total' },
});

export const payrollValueMessages = {
  exported: defineMessage<{ count: number }>({
    id: 'bills.payroll.exported',
    defaultMessage: '{count, plural, =0 {No bill in this month: the file has only its total line.} one {# person exported} other {# people exported}}',
  }),
};
