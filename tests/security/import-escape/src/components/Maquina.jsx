import nome from '/etc/hosts' with { type: 'text' };

export default function Maquina() {
  return <code>{nome}</code>;
}
