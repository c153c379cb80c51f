// src/components/KeptAsBuilt as the server renders it: its children as they are.
export default function KeptAsBuilt({ children }) {
  return children;
}
