/* SPDX-License-Identifier: Apache-2.0 OR MIT */
package org.kpqclean.javacard.cost;

import java.io.IOException;
import java.io.InputStream;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.LookupSwitchInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TableSwitchInsnNode;

/**
 * Loads the classes of one package itself (child first) and, for those in
 * the instrumented set, inserts at the head of every straight-line segment
 * a call Counter.add(instructions of the segment, of which i2s, method).
 * A segment ends at a label (a possible jump target) and after a jump,
 * switch, return or throw, so each executed segment runs all its
 * instructions (an exception thrown mid-segment would overcount the rest of
 * it; the applet throws only ISOException at the end of a command).
 */
public final class CountingLoader extends ClassLoader {
    private final String pkg;
    private final Set<String> instrumented;
    private final Map<String, Class<?>> done = new HashMap<>();

    public CountingLoader(ClassLoader parent, String pkg, Set<String> instrumented) {
        super(parent);
        this.pkg = pkg;
        this.instrumented = instrumented;
    }

    @Override
    protected synchronized Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (!name.startsWith(pkg + ".") || name.indexOf('.', pkg.length() + 1) >= 0) {
            return super.loadClass(name, resolve);
        }
        Class<?> c = done.get(name);
        if (c == null) {
            byte[] b;
            try (InputStream in = getParent().getResourceAsStream(name.replace('.', '/') + ".class")) {
                if (in == null) {
                    throw new ClassNotFoundException(name);
                }
                b = in.readAllBytes();
            } catch (IOException e) {
                throw new ClassNotFoundException(name, e);
            }
            if (instrumented.contains(name.substring(pkg.length() + 1))) {
                b = instrument(b);
            }
            c = defineClass(name, b, 0, b.length);
            done.put(name, c);
        }
        if (resolve) {
            resolveClass(c);
        }
        return c;
    }

    static boolean endsSegment(AbstractInsnNode n) {
        if (n instanceof JumpInsnNode || n instanceof TableSwitchInsnNode || n instanceof LookupSwitchInsnNode) {
            return true;
        }
        int op = n.getOpcode();
        return op >= Opcodes.IRETURN && op <= Opcodes.RETURN || op == Opcodes.ATHROW;
    }

    static byte[] instrument(byte[] classFile) {
        ClassNode cn = new ClassNode();
        new ClassReader(classFile).accept(cn, 0);
        for (MethodNode m : cn.methods) {
            if (m.instructions.size() == 0) {
                continue;
            }
            int id = Counter.id(cn.name.substring(cn.name.lastIndexOf('/') + 1) + "." + m.name);
            AbstractInsnNode head = null;
            int count = 0, casts = 0;
            AbstractInsnNode[] all = m.instructions.toArray();
            for (int i = 0; i <= all.length; i++) {
                AbstractInsnNode n = i < all.length ? all[i] : null;
                boolean boundary = n == null || n instanceof LabelNode;
                if (boundary) {
                    if (count > 0) {
                        m.instructions.insertBefore(head, call(count, casts, id));
                    }
                    head = null;
                    count = 0;
                    casts = 0;
                    continue;
                }
                if (n.getOpcode() < 0) {
                    continue; /* line numbers, frames */
                }
                if (head == null) {
                    head = n;
                }
                count++;
                if (n.getOpcode() == Opcodes.I2S) {
                    casts++;
                }
                if (endsSegment(n)) {
                    m.instructions.insertBefore(head, call(count, casts, id));
                    head = null;
                    count = 0;
                    casts = 0;
                }
            }
        }
        ClassWriter w = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        cn.accept(w);
        return w.toByteArray();
    }

    private static InsnList call(int count, int casts, int id) {
        InsnList l = new InsnList();
        l.add(new LdcInsnNode(count));
        l.add(new LdcInsnNode(casts));
        l.add(new LdcInsnNode(id));
        l.add(new MethodInsnNode(Opcodes.INVOKESTATIC, "org/kpqclean/javacard/cost/Counter", "add", "(III)V", false));
        return l;
    }

}
