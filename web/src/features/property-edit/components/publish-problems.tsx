import { Alert, Button } from 'antd';
import { FORM_GROUPS } from '../lib/property-form';

/** One thing the server says is missing before a listing can be published. */
export interface PublishProblem {
  /** The step (index in FORM_GROUPS) that holds the field, or -1 when none does. */
  group: number;
  field: string;
  message: string;
}

interface PublishProblemsProps {
  problems: readonly PublishProblem[];
  onOpen: (problem: PublishProblem) => void;
}

/**
 * Every reason a publication was refused, at once, each with the step that holds its field: the
 * message also stands under the field itself, where the step opens.
 */
export function PublishProblems({ problems, onOpen }: PublishProblemsProps) {
  if (problems.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      title={`掲載するには、次の${problems.length}件の入力が必要です。項目を押すと、その入力欄を開きます。`}
      description={
        <ul aria-label="掲載に必要な入力" style={{ margin: 0, paddingLeft: 20 }}>
          {problems.map((problem) => (
            <li key={`${problem.field}:${problem.message}`}>
              {problem.group >= 0 ? (
                <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => onOpen(problem)}>
                  {FORM_GROUPS[problem.group]?.title}
                </Button>
              ) : null}
              {problem.group >= 0 ? '：' : null}
              {problem.message}
            </li>
          ))}
        </ul>
      }
    />
  );
}
