import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import './content.css';

interface Props {
  title: string;
  backTo: string;
  backLabel: string;
}

/** A detail page whose item is missing (bad id, deleted): the message as the page heading and a way back. */
export function MissingContent({ title, backTo, backLabel }: Props) {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={<h1 className="yx-result-title">{title}</h1>}
      extra={
        <Button type="primary" onClick={() => void navigate(backTo)}>
          {backLabel}
        </Button>
      }
    />
  );
}
