/** GitLab's identicon colours for namespaces without an uploaded avatar: picked by id. */
const IDENTICON_BACKGROUNDS = ['#fcf1ef', '#f4f0ff', '#e9ebff', '#ecf4ee', '#fdf1dd', '#ebf4fd', '#f0f0f0'];
const IDENTICON_TEXT = ['#a02e1c', '#5943b6', '#3f4ca8', '#24663b', '#9e5400', '#0b5cad', '#333238'];

/** A group's or project's avatar: its initial on a colour derived from its id, as GitLab draws them. */
export function NamespaceAvatar({ id, name, size }: { id: number; name: string; size: number }) {
  const index = Math.abs(id) % IDENTICON_BACKGROUNDS.length;
  return (
    <span
      aria-hidden="true"
      className="namespace-avatar"
      style={{ width: size, height: size, fontSize: Math.round(size * 0.45), background: IDENTICON_BACKGROUNDS[index], color: IDENTICON_TEXT[index] }}
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
