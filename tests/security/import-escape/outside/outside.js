export default function Fora() {
  return "segredo-js-fora";
}
